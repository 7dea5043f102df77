import {
  ANA_PER_VORI,
  GRAM_REFERENCE,
  GRAMS_PER_POINT,
  GRAMS_PER_VORI,
  POINTS_PER_ANA,
  POINTS_PER_ROTI,
  POINTS_PER_VORI,
  ROTI_PER_ANA,
  roundTo,
} from "#core/units";
import { t } from "../../i18n/messages";
import styles from "./calculators.module.css";

/**
 * How the local units relate, built from the same constants the calculators use so the two can never
 * disagree; written when rendered, in the page's language.
 */
const referenceRows = () => [
  {
    unit: t("calculators.reference.vori"),
    value: t("calculators.reference.voriValue", {
      grams: GRAMS_PER_VORI,
      ana: ANA_PER_VORI,
      roti: ANA_PER_VORI * ROTI_PER_ANA,
      point: POINTS_PER_VORI,
    }),
  },
  {
    unit: t("calculators.reference.ana"),
    value: t("calculators.reference.anaValue", { roti: ROTI_PER_ANA, point: POINTS_PER_ANA }),
  },
  {
    unit: t("calculators.reference.roti"),
    value: t("calculators.reference.rotiValue", { point: POINTS_PER_ROTI }),
  },
  {
    unit: t("calculators.reference.gram"),
    value: t("calculators.reference.gramValue", {
      vori: roundTo(GRAM_REFERENCE.vori, 4),
      point: roundTo(GRAM_REFERENCE.point, 1),
    }),
  },
  {
    unit: t("calculators.reference.point"),
    // The exact factor (0.01215) rather than a rounded one, so 1 point converting to 0.0122 g adds up.
    value: t("calculators.reference.pointValue", { grams: GRAMS_PER_POINT }),
  },
];

export function UnitReferenceTable() {
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="unit-reference-title">
      <h2 id="unit-reference-title" className={styles.panelTitle}>
        {t("calculators.reference.title")}
      </h2>
      <table className={styles.referenceTable}>
        <caption className={styles.caption}>{t("calculators.reference.caption")}</caption>
        <thead className={styles.referenceHead}>
          <tr>
            <th scope="col">{t("calculators.reference.unit")}</th>
            <th scope="col">{t("calculators.reference.equals")}</th>
          </tr>
        </thead>
        <tbody className={styles.referenceBody}>
          {referenceRows().map((row) => (
            <tr key={row.unit}>
              <th scope="row">{row.unit}</th>
              <td className="tabular">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
