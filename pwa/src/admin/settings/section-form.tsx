import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import type { WebsiteSettings } from "#core/schemas/settings";
import { ApiError } from "../../data/api/api-client";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { useAdminApi } from "../api/use-admin-api";
import { FormActions } from "../kit/form-actions";
import { showServerIssues } from "../kit/server-issues";
import { useFlash } from "../kit/use-flash";
import { useUnsavedChangesGuard } from "../kit/use-unsaved-changes";
import { useSaveShortcut } from "../shell/use-shortcut";
import { type UploadCounts, unfinishedUploadsText } from "../uploads/use-photo-uploads";
import { useUploadSaveHold } from "../uploads/use-upload-save-hold";
import { SECTION_FORMS } from "./section-fields";
import styles from "./section-form.module.css";
import { fieldForIssue, type SectionFormValues, sectionResolver, toFormValues } from "./section-form-values";
import { type EditableSection, SECTION_TITLES, sectionName } from "./section-slugs";
import { SettingsField } from "./settings-field";
import { ShowroomsField } from "./showrooms-field";

interface Props {
  section: EditableSection;
  settings: WebsiteSettings;
}

/** One settings section's form: validated by the server's schema, saving only this section. */
export function SectionForm({ section, settings }: Props) {
  const call = useAdminApi();
  const online = useOnline();
  const [flash, showFlash] = useFlash();
  const [failure, setFailure] = useState<string | null>(null);
  const [resolver] = useState(() => sectionResolver(section));
  const form = useForm<SectionFormValues>({ defaultValues: toFormValues(section, settings), resolver });
  const { isDirty, isSubmitting } = form.formState;
  const [uploads, setUploads] = useState<Readonly<Record<string, UploadCounts>>>({});
  const onUploadsChange = useCallback((path: string, counts: UploadCounts) => {
    setUploads((current) => {
      const before = current[path];
      const same = (before?.sending ?? 0) === counts.sending && (before?.failed ?? 0) === counts.failed;
      return same ? current : { ...current, [path]: counts };
    });
  }, []);
  const unfinished = unfinishedUploadsText({
    sending: Object.values(uploads).reduce((sum, counts) => sum + counts.sending, 0),
    failed: Object.values(uploads).reduce((sum, counts) => sum + counts.failed, 0),
  });
  // An image upload fills its field when the photo is stored: saving before then would leave it out.
  const saveHold = useUploadSaveHold(unfinished);
  useUnsavedChangesGuard(isDirty || unfinished !== null);

  const { holds } = saveHold;
  const save = useCallback(
    () =>
      holds() ||
      form.handleSubmit(async (body) => {
        setFailure(null);
        showFlash(null);
        try {
          const fresh = await call("updateSettings", { params: { section }, body });
          form.reset(toFormValues(section, fresh));
          showFlash({
            kind: "success",
            text: t("adminSettings.saved", { section: sectionName(section) }),
          });
        } catch (error) {
          if (error instanceof ApiError) {
            // The summary names the first problem even when it also sits under its field.
            showServerIssues(form.setError, error, (path) => fieldForIssue(section, path));
            setFailure(
              t("adminSettings.saveFailed", {
                error: answerText(error) || t("adminSettings.saveFailedFallback"),
              }),
            );
          } else {
            setFailure(t("adminSettings.saveException"));
          }
        }
      })(),
    [form, call, section, showFlash, holds],
  );
  const canSave = online && isDirty && !isSubmitting;
  useSaveShortcut(() => void save(), canSave);

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`settings-${section}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id={`settings-${section}-title`}>{t(SECTION_TITLES[section])}</h2>
      <div className="adm-form-grid">
        {SECTION_FORMS[section].map((item) =>
          item.kind === "showrooms" ? (
            <ShowroomsField key={item.name} form={form} onUploadsChange={onUploadsChange} />
          ) : item.kind === "group" ? (
            <fieldset
              key={item.legend + JSON.stringify(item.legendParams)}
              className={`adm-span-2 ${styles.group}`}
            >
              <legend>{t(item.legend, item.legendParams)}</legend>
              {item.hint && <p className="adm-hint">{t(item.hint)}</p>}
              <div className="adm-form-grid">
                {item.fields.map((spec) => (
                  <SettingsField
                    key={spec.name}
                    spec={spec}
                    section={section}
                    form={form}
                    onUploadsChange={onUploadsChange}
                  />
                ))}
              </div>
            </fieldset>
          ) : (
            <SettingsField
              key={item.name}
              spec={item}
              section={section}
              form={form}
              onUploadsChange={onUploadsChange}
            />
          ),
        )}
      </div>
      <FormActions
        form={form}
        className={styles.actionBar}
        flash={flash}
        failure={saveHold.message ?? failure}
        onReset={() => setFailure(null)}
        labels={{
          submit: "adminSettings.save",
          busy: "adminSettings.saving",
          unsaved: "adminSettings.unsavedChanges",
          reset: "adminSettings.reset",
          resetTitle: "adminSettings.resetTitle",
          shortcutHint: "adminSettings.shortcutHint",
          noChanges: "adminSettings.noChanges",
        }}
      />
    </form>
  );
}
