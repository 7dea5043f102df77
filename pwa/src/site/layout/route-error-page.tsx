import { useRouteError } from "react-router";
import { t } from "../../i18n/messages";
import styles from "./message-page.module.css";

/** The router's error page: shown when a page throws while rendering or loading its code. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className={`container ${styles.page}`} role="alert">
      <h1>{t("routeError.title")}</h1>
      <p>{t("routeError.text")}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t("routeError.reload")}
      </button>
    </section>
  );
}
