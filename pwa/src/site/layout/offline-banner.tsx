import { WifiOff } from "lucide-react";
import { CATALOGUE_SYNCED_AT } from "../../data/catalogue-keys";
import { useDeviceQuery } from "../../data/device-query";
import { useOnline } from "../../data/use-online";
import { formatDeviceTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./offline-banner.module.css";

/** Says plainly that the page is the device's saved copy, and from when. */
export function OfflineBanner() {
  const online = useOnline();
  const lastSync = useDeviceQuery(
    "last-sync",
    async (db) => {
      let latest = (await db.device.get(CATALOGUE_SYNCED_AT))?.value ?? null;
      await db.resources.each((resource) => {
        if (!latest || resource.syncedAt > latest) latest = resource.syncedAt;
      });
      return latest;
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
