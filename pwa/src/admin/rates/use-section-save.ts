import { useCallback, useEffect } from "react";
import type { Path, UseFormReturn } from "react-hook-form";
import type { WebsiteSettings } from "#core/schemas/settings";
import { ApiError } from "../../data/api/api-client";
import { useOnline } from "../../data/api/reachability";
import { type MessageKey, t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { useAdminApi } from "../api/use-admin-api";
import { showServerIssues } from "../kit/server-issues";
import { useFlash } from "../kit/use-flash";
import { useSaveShortcut } from "../shell/use-shortcut";
import { type SETTINGS_SCOPES, saveScopeOfFocus } from "./save-scope";

/** The settings sections this screen edits beside the board. */
type RatesSection = "rates" | "oldGold" | "rateDisplay" | "zakat";

/**
 * Saves one settings section from its form on this screen: the form starts again from what the
 * server kept, and a refusal goes under the fields its paths name, with the same words as the API.
 * Ctrl/⌘+S saves it while the focus is in its card (`scope`), and the page hears whether it has
 * unsaved changes.
 */
export function useSectionSave<Section extends RatesSection>(
  section: Section,
  form: UseFormReturn<WebsiteSettings[Section]>,
  savedText: MessageKey,
  {
    scope,
    onDirtyChange,
  }: { scope: (typeof SETTINGS_SCOPES)[number]; onDirtyChange: (dirty: boolean) => void },
) {
  const online = useOnline();
  const { isDirty, isSubmitting } = form.formState;
  const call = useAdminApi();
  const [flash, showFlash] = useFlash();
  const save = useCallback(
    () =>
      form.handleSubmit(async (value) => {
        showFlash(null);
        try {
          const fresh = await call("updateSettings", { params: { section }, body: { [section]: value } });
          form.reset(fresh[section]);
          showFlash({ kind: "success", text: t(savedText) });
        } catch (error) {
          if (!(error instanceof ApiError)) {
            showFlash({ kind: "error", text: t("adminRates.settings.saveException") });
            return;
          }
          showServerIssues(
            form.setError,
            error,
            (path) => path.replace(`${section}.`, "") as Path<WebsiteSettings[Section]>,
          );
          showFlash({
            kind: "error",
            text: t("adminRates.settings.saveFailed", {
              error: answerText(error) || t("adminRates.settings.saveFailedFallback"),
            }),
          });
        }
      })(),
    [form, call, showFlash, section, savedText],
  );
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useSaveShortcut(
    () => {
      if (saveScopeOfFocus() === scope) void save();
    },
    online && isDirty && !isSubmitting,
  );
  return { save, flash };
}
