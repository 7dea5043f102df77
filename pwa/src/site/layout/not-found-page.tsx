import { Link } from "react-router";
import { formatCount } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { useDocumentTitle } from "../../shared/document-title";
import styles from "./message-page.module.css";

export function NotFoundPage() {
  useDocumentTitle(t("notFound.title"));
  return (
    <section className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        {formatCount(404)}
      </p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <Link to="/" className="button button-primary">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
