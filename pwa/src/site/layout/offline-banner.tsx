import { WifiOff } from "lucide-react";
import { useOnline } from "../../data/api/reachability";
import { CATALOGUE_SYNCED_AT } from "../../data/device/device-names";
import { useDeviceQuery } from "../../data/device/device-query";
import { formatDeviceTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./offline-banner.module.css";

/** Says plainly that the page is the device's saved copy, and from when. */
export function OfflineBanner() {
  const online = useOnline();
  const lastSync = useDeviceQuery(
    "last-sync",
    async (db) => {
      const catalogue = (await db.device.get(CATALOGUE_SYNCED_AT))?.value;
      let latest = catalogue ? Date.parse(catalogue) : 0;
      await db.queries.each(({ query }) => {
        latest = Math.max(latest, query.state.dataUpdatedAt);
      });
      return latest ? new Date(latest).toISOString() : null;
    },
    null,
  );
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <div className="container">
        <WifiOff size={18} aria-hidden="true" />
        <span>
          {lastSync ? t("offline.banner", { time: formatDeviceTime(lastSync) }) : t("offline.bannerNoTime")}
        </span>
      </div>
    </div>
  );
}
