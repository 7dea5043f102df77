import { useId } from "react";
import type { Metal } from "#core/jewelry-terms";
import { gramsToWeight } from "#core/units";
import { formatPieceGrams } from "../../i18n/format";
import { metalName, purityName } from "../../i18n/jewelry-terms";
import { t } from "../../i18n/messages";
import styles from "./jewelry-detail.module.css";

export function JewelrySpecifications({
  metal,
  purity,
  weight,
}: {
  metal: Metal;
  purity: string;
  weight: number;
}) {
  const headingId = useId();
  const traditional = gramsToWeight(weight);
  return (
    <section className={styles.specifications} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("catalogue.specifications")}</h2>
      <dl>
        <div>
          <dt>{t("catalogue.metal")}</dt>
          <dd>{metalName(metal)}</dd>
        </div>
        <div>
          <dt>{t("catalogue.purity")}</dt>
          <dd className="tabular">{purityName(purity)}</dd>
        </div>
        <div>
          <dt>{t("catalogue.weight")}</dt>
          <dd className="tabular">
            {t("catalogue.weightValue", { grams: formatPieceGrams(weight) })}{" "}
            <span className={styles.traditional}>{t("catalogue.traditionalWeight", { ...traditional })}</span>
          </dd>
        </div>
        <div>
          <dt>{t("catalogue.quality")}</dt>
          <dd>{t("catalogue.premium")}</dd>
        </div>
      </dl>
    </section>
  );
}
