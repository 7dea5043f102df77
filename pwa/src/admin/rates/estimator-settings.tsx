import { useCallback, useEffect } from "react";
import { type Path, useForm } from "react-hook-form";
import { type RatesSettings, ratesSettingsSchema } from "#core/schemas/settings";
import { ApiError } from "../../data/api/api-client";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { useAdminApi } from "../api/use-admin-api";
import { checkedResolver } from "../kit/checked-resolver";
import { FormActions } from "../kit/form-actions";
import { showServerIssues } from "../kit/server-issues";
import { NUMBER_FIELD, readTypedNumber } from "../kit/typed-number";
import { useFlash } from "../kit/use-flash";
import { useSaveShortcut } from "../shell/use-shortcut";
import styles from "./rates-admin.module.css";
import { saveScopeOfFocus } from "./save-scope";

interface Props {
  settings: RatesSettings;
  onDirtyChange: (dirty: boolean) => void;
}

const PERCENT_FIELDS = [
  { name: "vatPercent", label: "adminRates.settings.vat" },
  { name: "makingChargePercent", label: "adminRates.settings.makingCharge" },
] as const;

/** What the public estimator adds on top of the metal value, and whether visitors see it at all. */
export function EstimatorSettings({ settings, onDirtyChange }: Props) {
  const call = useAdminApi();
  const online = useOnline();
  const [flash, showFlash] = useFlash();
  const form = useForm<RatesSettings>({
    defaultValues: settings,
    resolver: checkedResolver(ratesSettingsSchema),
  });
  const { isDirty, isSubmitting, errors } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const save = useCallback(
    () =>
      form.handleSubmit(async (rates) => {
        showFlash(null);
        try {
          const fresh = await call("updateSettings", { params: { section: "rates" }, body: { rates } });
          form.reset(fresh.rates);
          showFlash({ kind: "success", text: t("adminRates.settings.saved") });
        } catch (error) {
          if (!(error instanceof ApiError)) {
            showFlash({ kind: "error", text: t("adminRates.settings.saveException") });
            return;
          }
          showServerIssues(
            form.setError,
            error,
            (path) => path.replace(/^rates\./, "") as Path<RatesSettings>,
          );
          showFlash({
            kind: "error",
            text: t("adminRates.settings.saveFailed", {
              error: answerText(error) || t("adminRates.settings.saveFailedFallback"),
            }),
          });
        }
      })(),
    [form, call, showFlash],
  );
  const canSave = online && isDirty && !isSubmitting;
  useSaveShortcut(() => {
    if (saveScopeOfFocus() === "settings") void save();
  }, canSave);

  return (
    <form
      className="adm-card"
      noValidate
      aria-labelledby="rates-settings-title"
      data-save-scope="settings"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="rates-settings-title">{t("adminRates.settings.title")}</h2>
      <p className="adm-hint">{t("adminRates.settings.hint")}</p>
      <div className={`adm-form-grid ${styles.settingsGrid}`}>
        {PERCENT_FIELDS.map(({ name, label }) => {
          const error = errors[name]?.message;
          const id = `rates-${name}`;
          return (
            <div key={name} className="adm-field">
              <label htmlFor={id}>{t(label)}</label>
              <input
                id={id}
                className={`adm-input tabular ${styles.percentInput}`}
                {...NUMBER_FIELD}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...form.register(name, { setValueAs: readTypedNumber })}
              />
              {error && (
                <p id={`${id}-error`} className="adm-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <label className="adm-span-2 adm-switch" htmlFor="rates-showEstimator">
          <input
            id="rates-showEstimator"
            type="checkbox"
            role="switch"
            aria-checked={Boolean(form.watch("showEstimator"))}
            {...form.register("showEstimator")}
          />
          <span>{t("adminRates.settings.showEstimator")}</span>
        </label>
      </div>
      <FormActions
        form={form}
        className={styles.actionBar}
        flash={flash}
        labels={{ submit: "adminRates.settings.save", busy: "adminRates.settings.saving" }}
      />
    </form>
  );
}
