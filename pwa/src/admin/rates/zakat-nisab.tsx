import { useForm, useWatch } from "react-hook-form";
import { type ZakatSettings, zakatSettingsSchema } from "#core/schemas/settings";
import { NISAB_GRADE, NISAB_STANDARDS, type NisabStandard, nisabAt } from "#core/zakat";
import { t } from "../../i18n/admin-catalogue";
import { formatTaka } from "../../i18n/format";
import { checkedResolver } from "../kit/checked-resolver";
import { FormActions } from "../kit/form-actions";
import styles from "./rates-admin.module.css";
import { SettingsCardForm } from "./settings-card-form";
import { useSectionSave } from "./use-section-save";

interface Props {
  settings: ZakatSettings;
  /** Today's 22K price per gram of each metal on the board in force, for the preview; null without a board. */
  nisabPrices: Record<NisabStandard, number | undefined> | null;
  onDirtyChange: (dirty: boolean) => void;
}

/** Which nisab the public zakat calculator opens with (ADR 051), and what it comes to at today's board. */
export function ZakatNisab({ settings, nisabPrices, onDirtyChange }: Props) {
  const form = useForm<ZakatSettings>({
    defaultValues: settings,
    resolver: checkedResolver(zakatSettingsSchema),
  });
  const { save, flash } = useSectionSave("zakat", form, "adminRates.zakat.saved", {
    scope: "zakat",
    onDirtyChange,
  });
  const standard = useWatch({ control: form.control, name: "nisabStandard" });
  const perGram = nisabPrices?.[standard];

  return (
    <SettingsCardForm
      scope="zakat"
      title={t("adminRates.zakat.title")}
      hint={t("adminRates.zakat.hint")}
      onSave={() => void save()}
    >
      <fieldset className={styles.estimateChoice}>
        <legend>{t("adminRates.zakat.legend")}</legend>
        {NISAB_STANDARDS.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input type="radio" value={choice} {...form.register("nisabStandard")} />
            {t(`adminRates.zakat.${choice}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.preview} role="status">
        {perGram === undefined
          ? t("adminRates.zakat.noBoard")
          : t("adminRates.zakat.preview", { value: formatTaka(nisabAt(standard, perGram).value) })}
      </p>
      <FormActions
        form={form}
        className={styles.actionBar}
        flash={flash}
        labels={{ submit: "adminRates.settings.save", busy: "adminRates.settings.saving" }}
      />
    </SettingsCardForm>
  );
}

/** The board's NISAB_GRADE price of each metal, as the preview needs it. */
export const nisabPricesOf = (prices: Partial<Record<string, Partial<Record<string, number>>>>) => ({
  gold: prices.gold?.[NISAB_GRADE],
  silver: prices.silver?.[NISAB_GRADE],
});
