import { formatBytes } from "#core/format/bytes";
import { formatNumber } from "#core/format/number";
import type { BackupsResponse } from "#core/schemas/backups";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { formatAdminDate } from "../kit/admin-date";
import { backupHealth } from "./backup-health";
import styles from "./backups-page.module.css";
import { OffsiteStatus } from "./offsite-status";

/**
 * The last backup's time and size, and a warning when none succeeded in 48 hours or the last
 * automatic one failed; then the offsite copies: on the dashboard and the backups screen.
 */
export function BackupStatus({ backups }: { backups: BackupsResponse }) {
  const health = backupHealth(backups, Date.now());
  const language = pageLanguage();
  return (
    <div className={styles.status}>
      {health.status !== "none" && (
        <p>
          {t("adminBackups.status.last", {
            when: formatAdminDate(health.newest.createdAt),
            size: formatBytes(health.newest.size, language),
            photos: formatNumber(health.newest.photos, language),
          })}
        </p>
      )}
      {health.status !== "ok" && (
        <p className="adm-notice adm-notice-warning" role="alert">
          {t(health.status === "none" ? "adminBackups.status.none" : "adminBackups.status.stale")}
        </p>
      )}
      {health.failure && (
        <p className="adm-notice adm-notice-error" role="alert">
          {t("adminBackups.status.failure", {
            when: formatAdminDate(health.failure.at),
            error: health.failure.error,
          })}
        </p>
      )}
      <OffsiteStatus backups={backups} />
    </div>
  );
}
