import { CloudDownload, Download, HardDriveDownload, History } from "lucide-react";
import { useState } from "react";
import { formatBytes } from "#core/format/bytes";
import { formatNumber } from "#core/format/number";
import type { Backup } from "#core/schemas/backups";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { useDocumentTitle } from "../../shared/document-title";
import { downloadUrl } from "../../shared/download-file";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { formatAdminDate } from "../kit/admin-date";
import table from "../kit/compact-table.module.css";
import { FlashMessage } from "../kit/flash-message";
import { LoadState } from "../kit/load-state";
import { OnlineButton } from "../kit/online-button";
import cards from "../kit/table-cards.module.css";
import { Toolbar } from "../kit/toolbar";
import { useFlash } from "../kit/use-flash";
import { useUnsavedChangesGuard } from "../kit/use-unsaved-changes";
import { BackupStatus } from "./backup-status";
import styles from "./backups-page.module.css";
import { OffsiteCopiesDialog } from "./offsite-copies-dialog";
import { OffsiteForm } from "./offsite-form";
import { RestoreDialog } from "./restore-dialog";
import { RestoreFromFile } from "./restore-from-file";
import { RetentionForm } from "./retention-form";

/** How often the list is read again while a copy goes offsite, to show how it went. */
const COPYING_REFRESH_MS = 5000;

/**
 * /admin/backups: how the backups stand, one made now, each kept one to download, where they are
 * copied offsite, and how many to keep.
 */
export function BackupsPage() {
  useDocumentTitle(t("adminBackups.title"));
  const query = useAdminQuery("listBackups", {
    refetchInterval: (backups) => (backups?.offsite.copying ? COPYING_REFRESH_MS : false),
  });
  const call = useAdminApi();
  const [flash, showFlash] = useFlash();
  const [backingUp, setBackingUp] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<Backup | null>(null);
  const [choosingCopy, setChoosingCopy] = useState(false);
  const [retentionDirty, setRetentionDirty] = useState(false);
  const [offsiteDirty, setOffsiteDirty] = useState(false);
  useUnsavedChangesGuard(retentionDirty || offsiteDirty);
  const language = pageLanguage();

  const download = async (backup: Backup) => {
    setDownloading(backup.name);
    try {
      // A link the browser saves as any file: its own progress, straight to disk, however large.
      const { url } = await call("backupDownloadLink", { params: { name: backup.name } });
      downloadUrl(url, `${backup.name}.tar.gz`);
    } catch (error) {
      showFlash({ kind: "error", text: describeError(error, t("adminBackups.downloadFailed")) });
    } finally {
      setDownloading(null);
    }
  };

  const backUpNow = async () => {
    setBackingUp(true);
    showFlash(null);
    try {
      const backup = await call("createBackup");
      const offsite = query.data?.offsite.enabled;
      showFlash({
        kind: "success",
        text: t(offsite ? "adminBackups.madeOffsite" : "adminBackups.made", {
          size: formatBytes(backup.size, language),
        }),
      });
    } catch (error) {
      showFlash({ kind: "error", text: describeError(error, t("adminBackups.failed")) });
    } finally {
      setBackingUp(false);
    }
  };

  const data = query.data;
  return (
    <>
      <Toolbar title={t("adminBackups.title")}>
        <OnlineButton
          kind="primary"
          busy={backingUp}
          busyLabel={t("adminBackups.backingUp")}
          onClick={() => void backUpNow()}
        >
          <HardDriveDownload size={14} aria-hidden="true" />
          {t("adminBackups.backUpNow")}
        </OnlineButton>
      </Toolbar>
      <div className={styles.page}>
        <p className="adm-hint">{t("adminBackups.hint")}</p>
        <FlashMessage flash={flash} />
        {data === undefined ? (
          <LoadState
            loading={query.isFetching}
            error={query.error}
            failed={t("adminBackups.loadError")}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <section className="adm-card" aria-labelledby="backup-status-title">
              <h2 id="backup-status-title">{t("adminBackups.status.title")}</h2>
              <BackupStatus backups={data} />
            </section>
            <section className="adm-card" aria-labelledby="backup-list-title">
              <h2 id="backup-list-title">{t("adminBackups.list.title")}</h2>
              {data.backups.length === 0 ? (
                <p className="adm-hint">{t("adminBackups.list.empty")}</p>
              ) : (
                <div className={table.scroller}>
                  <table
                    className={`${table.table} ${cards.cards}`}
                    aria-label={t("adminBackups.list.label")}
                  >
                    <thead>
                      <tr>
                        <th scope="col">{t("adminBackups.list.made")}</th>
                        <th scope="col" className={table.end}>
                          {t("adminBackups.list.size")}
                        </th>
                        <th scope="col" className={table.end}>
                          {t("adminBackups.list.photos")}
                        </th>
                        <th scope="col" className={table.end}>
                          <span className="visually-hidden">{t("adminBackups.list.actions")}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.backups.map((backup) => {
                        const when = formatAdminDate(backup.createdAt);
                        return (
                          <tr key={backup.name}>
                            <th scope="row" className={cards.title}>
                              <time dateTime={backup.createdAt}>{when}</time>
                            </th>
                            <td className={table.end} data-label={t("adminBackups.list.size")}>
                              {formatBytes(backup.size, language)}
                            </td>
                            <td className={table.end} data-label={t("adminBackups.list.photos")}>
                              {formatNumber(backup.photos, language)}
                            </td>
                            <td className={table.end}>
                              <span className={styles.rowActions}>
                                <OnlineButton
                                  size="small"
                                  busy={downloading === backup.name}
                                  busyLabel={t("adminBackups.downloading")}
                                  aria-label={t("adminBackups.downloadOne", { when })}
                                  onClick={() => void download(backup)}
                                >
                                  <Download size={13} aria-hidden="true" />
                                  {t("adminBackups.download")}
                                </OnlineButton>
                                <OnlineButton
                                  size="small"
                                  kind="ghost"
                                  aria-label={t("adminBackups.restoreOne", { when })}
                                  onClick={() => setRestoring(backup)}
                                >
                                  <History size={13} aria-hidden="true" />
                                  {t("adminBackups.restore")}
                                </OnlineButton>
                              </span>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
              <p className="adm-hint">{t("adminBackups.restoreHint")}</p>
              <div className={styles.fromElsewhere}>
                <RestoreFromFile onReceived={setRestoring} />
                {data.offsite.enabled && (
                  <OnlineButton size="small" onClick={() => setChoosingCopy(true)}>
                    <CloudDownload size={14} aria-hidden="true" />
                    {t("adminBackups.restoreOffsite")}
                  </OnlineButton>
                )}
              </div>
            </section>
            {choosingCopy && (
              <OffsiteCopiesDialog
                onClose={() => setChoosingCopy(false)}
                onBroughtBack={(backup) => {
                  setChoosingCopy(false);
                  setRestoring(backup);
                }}
              />
            )}
            {restoring && <RestoreDialog backup={restoring} onClose={() => setRestoring(null)} />}
            <OffsiteForm onDirtyChange={setOffsiteDirty} />
            <RetentionForm retention={data.retention} onDirtyChange={setRetentionDirty} />
          </>
        )}
      </div>
    </>
  );
}
