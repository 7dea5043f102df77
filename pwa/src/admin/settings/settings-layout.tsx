import { NavLink, Outlet, useParams } from "react-router";
import { t } from "../../i18n/admin-catalogue";
import { useAdminQuery } from "../api/use-admin-api";
import { LoadState } from "../kit/load-state";
import { Toolbar } from "../kit/toolbar";
import { ADMIN_SCREENS } from "../shell/admin-nav";
import type { SettingsContext } from "./settings-context";
import styles from "./settings-layout.module.css";

const TABS = ADMIN_SCREENS.filter((screen) => screen.group === "settings");

/**
 * The Website Settings window: its toolbar, the tab strip, then the tab in view. Settings are
 * loaded once here and shared with every section form.
 */
export function SettingsLayout() {
  const { section } = useParams();
  const { data, error, isFetching, refetch } = useAdminQuery("getSettings");
  const context: SettingsContext | undefined = data ? { settings: data } : undefined;

  return (
    <>
      <Toolbar title={t("adminSettings.title")} />
      <nav className={styles.tabs} aria-label={t("adminSettings.tabs.label")}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={styles.tab}>
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        {section !== undefined && !context ? (
          <LoadState
            loading={isFetching}
            error={error}
            title={t("adminSettings.notFound.title")}
            failed={t("adminSettings.notFound.text")}
            loadingLabel={t("adminSettings.loading")}
            onRetry={() => void refetch()}
          />
        ) : (
          <Outlet context={context} />
        )}
      </div>
    </>
  );
}
