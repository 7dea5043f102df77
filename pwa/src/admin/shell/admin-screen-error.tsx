import { useRouteError } from "react-router";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { Button } from "../kit/button";
import screen from "../kit/screen.module.css";
import { Toolbar } from "../kit/toolbar";

/**
 * A screen that could not open, inside the admin's own frame: offline, one never opened on this
 * device (its code is not here yet); online, most likely a newer admin than the one in this window.
 */
export function AdminScreenError() {
  const error = useRouteError();
  const online = useOnline();
  if (online) console.error(error);
  return (
    <>
      <Toolbar title={t(online ? "admin.screenError.title" : "admin.screenError.offlineTitle")} />
      <div className={screen.screen} role="alert">
        <p className="adm-notice adm-notice-warning">
          {t(online ? "admin.screenError.text" : "admin.screenError.offlineText")}
        </p>
        {online && (
          <div>
            <Button kind="primary" onClick={() => window.location.reload()}>
              {t("admin.screenError.reload")}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
