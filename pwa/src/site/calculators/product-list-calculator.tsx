import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { weightToGrams } from "#core/units";
import { useSettings } from "../../data/api/public-reads";
import { t } from "../../i18n/messages";
import { useShopName } from "../../shared/shop-name";
import styles from "./calculators.module.css";
import { EntriesTable, GrandTotal } from "./entries-table";
import { ProductNameField } from "./product-name-field";
import { ReportDownload } from "./report-download";
import { TrademarkImage } from "./trademark-image";
import { type CalculatorEntry, createEntry, LIST_KEYS, useSessionList } from "./use-session-list";
import { useWeightForm } from "./use-weight-form";
import { WeightFieldset } from "./weight-fields";

const NAME_ID = "list-name";

export function ProductListCalculator() {
  const { settings } = useSettings();
  const shopName = useShopName();
  const [entries, setEntries] = useSessionList(LIST_KEYS.gold);
  const form = useWeightForm("list", "ranged");
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const parsed = form.validate();
    // The spec ignores a blank name silently; saying so serves the visitor better (ADR 015).
    setNameError(trimmed === "");
    // The name field comes first, so it takes focus ahead of any unit field in error.
    if (trimmed === "") document.getElementById(NAME_ID)?.focus();
    if (trimmed === "" || !parsed.ok) return;
    setEntries((current) => [...current, createEntry(trimmed, parsed.weight, weightToGrams(parsed.weight))]);
    setName("");
    form.reset();
    setAnnouncement(t("calculators.list.added", { name: trimmed }));
    document.getElementById(NAME_ID)?.focus();
  };

  const remove = (entry: CalculatorEntry) => {
    setEntries((current) => current.filter((item) => item.id !== entry.id));
    setAnnouncement(t("calculators.list.removed", { name: entry.name }));
    // The pressed button is gone; keep keyboard users in the list rather than at the top of the page.
    document.getElementById("list-title")?.focus();
  };

  return (
    <section className={`card ${styles.panel} ${styles.listPanel}`} aria-labelledby="list-title">
      <div className={styles.listHeader}>
        <div>
          <h2 id="list-title" className={styles.panelTitle} tabIndex={-1}>
            {t("calculators.list.title")}
          </h2>
          <p className={styles.panelIntro}>{t("calculators.list.intro")}</p>
        </div>
        <TrademarkImage src={settings.trademarkImage} shopName={shopName} />
      </div>

      <form noValidate onSubmit={add} className={styles.form}>
        <ProductNameField
          id={NAME_ID}
          value={name}
          error={nameError ? t("calculators.list.nameRequired") : null}
          onChange={(value) => {
            setName(value);
            setNameError(false);
          }}
        />
        <WeightFieldset form={form} />
        <button type="submit" className={`button button-primary ${styles.wideButton}`}>
          <Plus size={18} aria-hidden="true" />
          {t("calculators.list.add")}
        </button>
      </form>

      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <EntriesTable entries={entries} gramsDecimals={4} onRemove={remove} />
      {entries.length > 0 && <GrandTotal entries={entries} />}
      <ReportDownload entries={entries} shopName={shopName} trademarkImage={settings.trademarkImage} />
      <p className={styles.sessionNote}>{t("calculators.list.sessionNote")}</p>
    </section>
  );
}
