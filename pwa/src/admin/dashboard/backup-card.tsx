import { Link } from "react-router";
import { t } from "../../i18n/admin-catalogue";
import { describeError, useAdminQuery } from "../api/use-admin-api";
import { BackupStatus } from "../backups/backup-status";
import styles from "./dashboard-page.module.css";

/** The last backup at a glance, warning when the shop has gone two days without one. */
export function BackupCard() {
  const backups = useAdminQuery("listBackups");
  return (
    <section className="adm-card" aria-labelledby="last-backup">
      <h2 id="last-backup">{t("adminBackups.status.title")}</h2>
      {backups.data ? (
        <BackupStatus backups={backups.data} />
      ) : backups.isError ? (
        <p className="adm-error">{describeError(backups.error, t("adminBackups.loadError"))}</p>
      ) : (
        <p className={styles.muted}>{t("admin.common.loading")}</p>
      )}
      <Link className={styles.more} to="/admin/backups">
        {t("adminBackups.status.manage")}
      </Link>
    </section>
  );
}
