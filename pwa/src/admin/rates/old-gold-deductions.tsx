import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { dhakaCalendarDay } from "#core/format/dhaka-time";
import { quoteOldPiece } from "#core/gold-exchange";
import { type OldGoldSettings, oldGoldSaveAt, oldGoldSchema } from "#core/schemas/settings";
import { t } from "../../i18n/admin-catalogue";
import { formatTaka } from "../../i18n/format";
import { checkedResolver } from "../kit/checked-resolver";
import { FormActions } from "../kit/form-actions";
import { readTypedNumber } from "../kit/typed-number";
import { PercentField } from "./percent-field";
import styles from "./rates-admin.module.css";
import { SettingsCardForm } from "./settings-card-form";
import { useSectionSave } from "./use-section-save";

interface Props {
  deductions: OldGoldSettings;
  /** Today's 22K gold per gram on the board in force, for the preview; null without a board. */
  gold22PerGram: number | null;
  onDirtyChange: (dirty: boolean) => void;
}

const ONE_VORI_22K = { weight: { unit: "vori", vori: 1, ana: 0, roti: 0, point: 0 }, grade: "22K" } as const;
/** The two figures the preview needs, as typed so far. */
const previewFigures = oldGoldSchema.pick({ exchangePercent: true, sellBackPercent: true });

/**
 * What the shop takes off old gold exchanged or sold back, from the day it applies them (ADR 045),
 * with what 1 vori of 22K brings at today's board as the owner types.
 */
export function OldGoldDeductions({ deductions, gold22PerGram, onDirtyChange }: Props) {
  // Checked against the device's Dhaka day, as the server checks against its own.
  const today = dhakaCalendarDay(new Date());
  const resolver = useMemo(() => checkedResolver(oldGoldSaveAt(today)), [today]);
  const form = useForm<OldGoldSettings>({ defaultValues: deductions, resolver });
  const { errors } = form.formState;
  const { save, flash } = useSectionSave("oldGold", form, "adminRates.oldGold.saved", {
    scope: "old-gold",
    onDirtyChange,
  });

  const typed = useWatch({ control: form.control });
  const typedFigures = previewFigures.safeParse(typed);
  const quote =
    gold22PerGram !== null && typedFigures.success
      ? quoteOldPiece(ONE_VORI_22K, gold22PerGram, typedFigures.data)
      : null;
  const dateError = errors.effectiveFrom?.message;

  return (
    <SettingsCardForm
      scope="old-gold"
      title={t("adminRates.oldGold.title")}
      hint={t("adminRates.oldGold.hint")}
      onSave={() => void save()}
    >
      <div className={`adm-form-grid ${styles.settingsGrid}`}>
        <PercentField
          id="old-gold-exchange"
          label={t("adminRates.oldGold.exchange")}
          error={errors.exchangePercent?.message}
          field={form.register("exchangePercent", { setValueAs: readTypedNumber })}
        />
        <PercentField
          id="old-gold-sell-back"
          label={t("adminRates.oldGold.sellBack")}
          error={errors.sellBackPercent?.message}
          field={form.register("sellBackPercent", { setValueAs: readTypedNumber })}
        />
        <div className="adm-field">
          <label htmlFor="old-gold-from">{t("adminRates.oldGold.from")}</label>
          <input
            id="old-gold-from"
            type="date"
            max={today}
            className={`adm-input tabular ${styles.dateInput}`}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={["old-gold-from-hint", dateError && "old-gold-from-error"]
              .filter(Boolean)
              .join(" ")}
            {...form.register("effectiveFrom")}
          />
          <p id="old-gold-from-hint" className="adm-hint">
            {t("adminRates.oldGold.fromHint")}
          </p>
          {dateError && (
            <p id="old-gold-from-error" className="adm-error">
              {dateError}
            </p>
          )}
        </div>
      </div>
      <p className={styles.preview} role="status">
        {gold22PerGram === null
          ? t("adminRates.oldGold.noBoard")
          : quote &&
            t("adminRates.oldGold.preview", {
              value: formatTaka(quote.value),
              exchange: formatTaka(quote.exchangeValue),
              sellBack: formatTaka(quote.sellBackValue),
            })}
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
