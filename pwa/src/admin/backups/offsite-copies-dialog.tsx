import { CloudDownload } from "lucide-react";
import { useState } from "react";
import type { Backup } from "#core/schemas/backups";
import { t } from "../../i18n/admin-catalogue";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { formatAdminDate } from "../kit/admin-date";
import { Button } from "../kit/button";
import { Dialog } from "../kit/dialog";
import { LoadState } from "../kit/load-state";
import { OnlineButton } from "../kit/online-button";
import styles from "./backups-page.module.css";

interface Props {
  onClose: () => void;
  /** The copy is among the server's backups now, ready for its restore dialog. */
  onBroughtBack: (backup: Backup) => void;
}

/** This shop's copies in the offsite storage, one of which is brought back to restore it. */
export function OffsiteCopiesDialog({ onClose, onBroughtBack }: Props) {
  const copies = useAdminQuery("offsiteCopies");
  const call = useAdminApi();
  const [bringing, setBringing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const bringBack = async (name: string) => {
    setBringing(name);
    setError(null);
    try {
      onBroughtBack(await call("bringBackOffsiteCopy", { params: { name } }));
    } catch (failure) {
      setError(describeError(failure, t("adminBackups.offsiteCopies.failed")));
    } finally {
      setBringing(null);
    }
  };

  const held = copies.data?.copies;
  return (
    <Dialog
      open
      title={t("adminBackups.offsiteCopies.title")}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t("admin.common.cancel")}</Button>}
    >
      <p>{t("adminBackups.offsiteCopies.hint")}</p>
      {held === undefined ? (
        <LoadState
          loading={copies.isFetching}
          error={copies.error}
          failed={t("adminBackups.offsiteCopies.loadError")}
          loadingLabel={t("adminBackups.offsiteCopies.loading")}
          onRetry={() => void copies.refetch()}
        />
      ) : held.length === 0 ? (
        <p>{t("adminBackups.offsiteCopies.none")}</p>
      ) : (
        <ul className={styles.copies} aria-label={t("adminBackups.offsiteCopies.label")}>
          {held.map((copy) => {
            const when = formatAdminDate(copy.createdAt);
            return (
              <li key={copy.name}>
                <time dateTime={copy.createdAt}>{when}</time>
                <OnlineButton
                  size="small"
                  busy={bringing === copy.name}
                  busyLabel={t("adminBackups.offsiteCopies.bringing")}
                  aria-label={t("adminBackups.offsiteCopies.bringBackOne", { when })}
                  onClick={() => void bringBack(copy.name)}
                >
                  <CloudDownload size={13} aria-hidden="true" />
                  {t("adminBackups.offsiteCopies.bringBack")}
                </OnlineButton>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="adm-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
