import { ExternalLink } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { LANGUAGES, pathInLanguage } from "#core/language";
import { PUBLIC_PAGES } from "#core/public-pages";
import { type RateDisplaySettings, settingsSaveSchemas } from "#core/schemas/settings";
import { t } from "../../i18n/admin-catalogue";
import { checkedResolver } from "../kit/checked-resolver";
import { FormActions } from "../kit/form-actions";
import { readTypedNumber } from "../kit/typed-number";
import { PercentField } from "./percent-field";
import styles from "./rates-admin.module.css";
import { SettingsCardForm } from "./settings-card-form";
import { useSectionSave } from "./use-section-save";

interface Props {
  settings: RateDisplaySettings;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The showroom display (ADR 050): whether it switches between English and Bengali and for how long
 * each stays, set here because the TV has no keyboard, and a link that opens it in either language.
 * An open display picks a saved change up by itself within a minute.
 */
export function RateDisplaySettingsCard({ settings, onDirtyChange }: Props) {
  const form = useForm<RateDisplaySettings>({
    defaultValues: settings,
    resolver: checkedResolver(settingsSaveSchemas.rateDisplay),
  });
  const { errors } = form.formState;
  const { save, flash } = useSectionSave("rateDisplay", form, "adminRateDisplay.saved", {
    scope: "rate-display",
    onDirtyChange,
  });
  const switching = useWatch({ control: form.control, name: "switchLanguages" });

  return (
    <SettingsCardForm
      scope="rate-display"
      title={t("adminRateDisplay.title")}
      hint={t("adminRateDisplay.hint")}
      onSave={() => void save()}
    >
      <ul className={styles.displayLinks}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a href={pathInLanguage(PUBLIC_PAGES.goldRatesDisplay, language)} target="_blank" rel="noopener">
              {t(`adminRateDisplay.open.${language}`)}
              <ExternalLink size={14} aria-hidden="true" />
              <span className="visually-hidden"> {t("adminDashboard.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className={`adm-form-grid ${styles.settingsGrid}`}>
        <label className="adm-span-2 adm-switch" htmlFor="rate-display-switch">
          <input
            id="rate-display-switch"
            type="checkbox"
            role="switch"
            aria-checked={Boolean(switching)}
            {...form.register("switchLanguages")}
          />
          <span>{t("adminRateDisplay.switch")}</span>
        </label>
        <PercentField
          id="rate-display-seconds"
          label={t("adminRateDisplay.seconds")}
          error={errors.switchSeconds?.message}
          field={form.register("switchSeconds", { setValueAs: readTypedNumber })}
        />
      </div>
      <FormActions
        form={form}
        className={styles.actionBar}
        flash={flash}
        labels={{ submit: "adminRates.settings.save", busy: "adminRates.settings.saving" }}
      />
    </SettingsCardForm>
  );
}
