import { Link } from "react-router";
import { t } from "../../i18n/messages";
import styles from "./about.module.css";

export function AboutCta() {
  return (
    <section className={styles.cta} aria-labelledby="about-cta">
      <div className={`container ${styles.ctaInner}`}>
        <h2 id="about-cta">{t("about.cta.title")}</h2>
        <p>{t("about.cta.text")}</p>
        <div className={styles.ctaActions}>
          <Link to="/jewelry" className="button button-gold">
            {t("about.cta.collection")}
          </Link>
          <Link to="/contact" className={`button ${styles.ctaSecondary}`}>
            {t("about.cta.contact")}
          </Link>
        </div>
      </div>
    </section>
  );
}
