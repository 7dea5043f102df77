import { useState } from "react";
import { Link } from "react-router";
import { t } from "../../i18n/messages";
import { useDocumentTitle } from "../../shared/document-title";
import styles from "./calculators.module.css";
import { ConvertFromGrams } from "./convert-from-grams";
import { ConvertToGrams } from "./convert-to-grams";
import { PriceEstimator } from "./price-estimator/price-estimator";
import { ProductListCalculator } from "./product-list-calculator";
import { UnitReferenceTable } from "./unit-reference-table";

/** /gold-calculator: conversions both ways, the unit reference and a list with a grand total. Works offline. */
export function GoldCalculatorPage() {
  useDocumentTitle(t("calculators.gold.title"));
  // The estimator follows the last "Convert to Grams" result; null after one that failed its checks.
  const [convertedGrams, setConvertedGrams] = useState<number | null>(null);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <p className="eyebrow">{t("calculators.eyebrow")}</p>
        <h1>{t("calculators.gold.title")}</h1>
        <p className={styles.intro}>{t("calculators.gold.intro")}</p>
      </header>
      <div className={styles.converters}>
        <ConvertToGrams onConverted={setConvertedGrams} />
        <ConvertFromGrams />
      </div>
      <PriceEstimator grams={convertedGrams} />
      <UnitReferenceTable />
      <ProductListCalculator />
      <p className={styles.crossLink}>
        <Link to="/gold-calculator-enhanced">{t("calculators.gold.enhancedLink")}</Link>
      </p>
      <p className={styles.crossLink}>
        <Link to="/gold-exchange">{t("calculators.gold.exchangeLink")}</Link>
      </p>
      <p className={styles.crossLink}>
        <Link to="/zakat">{t("calculators.gold.zakatLink")}</Link>
      </p>
    </div>
  );
}
