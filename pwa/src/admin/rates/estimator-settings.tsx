import { useForm } from "react-hook-form";
import type { PricesPerGram } from "#core/piece-estimate";
import { type RatesSettings, settingsSaveSchemas } from "#core/schemas/settings";
import { t } from "../../i18n/admin-catalogue";
import { checkedResolver } from "../kit/checked-resolver";
import { FormActions } from "../kit/form-actions";
import { readTypedNumber } from "../kit/typed-number";
import { EstimateChoice } from "./estimate-choice";
import { PercentField } from "./percent-field";
import styles from "./rates-admin.module.css";
import { SettingsCardForm } from "./settings-card-form";
import { useSectionSave } from "./use-section-save";

interface Props {
  settings: RatesSettings;
  /** The board in force, for the preview; null without one. */
  prices: PricesPerGram | null;
  onDirtyChange: (dirty: boolean) => void;
}

const PERCENT_FIELDS = [
  { name: "vatPercent", label: "adminRates.settings.vat" },
  { name: "makingChargePercent", label: "adminRates.settings.makingCharge" },
] as const;

/**
 * What the public estimator adds on top of the metal value, whether visitors see it at all, and
 * which pieces' pages show today's estimate.
 */
export function EstimatorSettings({ settings, prices, onDirtyChange }: Props) {
  const form = useForm<RatesSettings>({
    defaultValues: settings,
    resolver: checkedResolver(settingsSaveSchemas.rates),
  });
  const { errors } = form.formState;
  const { save, flash } = useSectionSave("rates", form, "adminRates.settings.saved", {
    scope: "settings",
    onDirtyChange,
  });

  return (
    <SettingsCardForm
      scope="settings"
      title={t("adminRates.settings.title")}
      hint={t("adminRates.settings.hint")}
      onSave={() => void save()}
    >
      <div className={`adm-form-grid ${styles.settingsGrid}`}>
        {PERCENT_FIELDS.map(({ name, label }) => (
          <PercentField
            key={name}
            id={`rates-${name}`}
            label={t(label)}
            error={errors[name]?.message}
            field={form.register(name, { setValueAs: readTypedNumber })}
          />
        ))}
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
        <EstimateChoice form={form} prices={prices} />
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
