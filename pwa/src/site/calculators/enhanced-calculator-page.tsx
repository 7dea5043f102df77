import { Plus } from "lucide-react";
import { type RefCallback, type SyntheticEvent, useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import type { TraditionalWeight } from "#core/units";
import { formatDeviceTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { useDocumentTitle } from "../../shared/document-title";
import { downloadBlob } from "../../shared/download-file";
import { useShopName } from "../../shared/shop-name";
import styles from "./calculators.module.css";
import { EnhancedAddForm } from "./enhanced-add-form";
import { EntriesTable, GrandTotal } from "./entries-table";
import { ListDownloadButton } from "./list-download-button";
import { buildResultText, ENHANCED_GRAMS_DECIMALS, resultFileName } from "./result-text";
import { type CalculatorEntry, createEntry, LIST_KEYS, useSessionList } from "./use-session-list";
import { weightGrams } from "./weight-form";

const FORM_ID = "enhanced-add-form";

/** /gold-calculator-enhanced: a product list without range rules, saved as a text file. Works offline. */
export function EnhancedCalculatorPage() {
  useDocumentTitle(t("calculators.enhanced.title"));
  const shopName = useShopName();
  const [entries, setEntries] = useSessionList(LIST_KEYS.enhanced);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const toggle = useRef<HTMLElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // The form opens natively, before the app has started too: what the visitor opened stays open,
  // with the focus where they left it.
  // One function for the page's life, so React attaches it once: when it takes the server's element over.
  const openedBeforeStart = useCallback<RefCallback<HTMLDetailsElement>>((details) => {
    if (details?.open) setOpen(true);
  }, []);
  const toggled = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget.open;
    setOpen(opened);
    if (opened) nameInput.current?.focus();
  };

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const add = (name: string, weight: TraditionalWeight) => {
    setEntries((current) => [
      ...current,
      createEntry(name, weight, weightGrams(weight, ENHANCED_GRAMS_DECIMALS)),
    ]);
    setAnnouncement(t("calculators.list.added", { name }));
    close();
  };

  const remove = (entry: CalculatorEntry) => {
    setEntries((current) => current.filter((item) => item.id !== entry.id));
    setAnnouncement(t("calculators.list.removed", { name: entry.name }));
    toggle.current?.focus();
  };

  const download = () => {
    const now = new Date();
    const text = buildResultText({
      shopName,
      generatedAt: formatDeviceTime(now),
      entries,
    });
    downloadBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), resultFileName(now));
  };

  const empty = entries.length === 0;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <p className="eyebrow">{t("calculators.eyebrow")}</p>
        <h1>{t("calculators.enhanced.title")}</h1>
        <p className={styles.intro}>{t("calculators.enhanced.intro")}</p>
      </header>

      <section className={`card ${styles.panel} ${styles.listPanel}`} aria-labelledby="enhanced-list-title">
        <div className={styles.addHeader}>
          <h2 id="enhanced-list-title" className={styles.panelTitle}>
            {t("calculators.enhanced.listTitle")}
          </h2>
          <details ref={openedBeforeStart} open={open} onToggle={toggled}>
            <summary ref={toggle} className={`button button-primary ${styles.addToggle}`}>
              <Plus size={18} aria-hidden="true" />
              {t("calculators.enhanced.add")}
            </summary>
            <EnhancedAddForm id={FORM_ID} nameInput={nameInput} onAdd={add} onClose={close} />
          </details>
        </div>

        <div role="status" className="visually-hidden">
          {announcement}
        </div>
        <EntriesTable entries={entries} gramsDecimals={ENHANCED_GRAMS_DECIMALS} onRemove={remove} />
        {!empty && <GrandTotal entries={entries} />}

        <div className={styles.downloadRow}>
          <ListDownloadButton
            id="result"
            label={t("calculators.enhanced.download")}
            emptyHint={t("calculators.enhanced.needsItems")}
            empty={empty}
            onClick={download}
          />
        </div>
        <p className={styles.sessionNote}>{t("calculators.list.sessionNote")}</p>
      </section>

      <p className={styles.crossLink}>
        <Link to="/gold-calculator">{t("calculators.enhanced.backLink")}</Link>
      </p>
    </div>
  );
}
