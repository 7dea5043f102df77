import { Outlet, useParams } from "react-router";
import { t } from "../../i18n/admin-catalogue";
import { useAdminQuery } from "../api/use-admin-api";
import { LoadState } from "../kit/load-state";
import { Toolbar } from "../kit/toolbar";
import type { SettingsContext } from "./settings-context";
import styles from "./settings-layout.module.css";

/**
 * The Website Settings window: its toolbar, then the section in view, chosen in the admin's own
 * navigation (the sidebar, or the menu on a phone), which lists each section once. Settings are
 * loaded once here and shared with every section form.
 */
export function SettingsLayout() {
  const { section } = useParams();
  const { data, error, isFetching, refetch } = useAdminQuery("getSettings");
  const context: SettingsContext | undefined = data ? { settings: data } : undefined;

  return (
    <>
      <Toolbar title={t("adminSettings.title")} />
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
