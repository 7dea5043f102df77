import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useId, useState } from "react";
import { formatNumber } from "#core/format/number";
import type { Backup } from "#core/schemas/backups";
import { ApiError } from "../../data/api/api-client";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { pageLanguage } from "../../i18n/page-language";
import { describeError } from "../api/use-admin-api";
import { ChooseFiles } from "../kit/choose-files";
import { useAdminSession } from "../shell/admin-session";
import { sendBackup } from "../uploads/upload-client";
import styles from "./backups-page.module.css";

/**
 * "Restore a downloaded backup": the archive goes back to the server, which keeps it among the
 * backups once it has checked it, and its restore dialog opens.
 */
export function RestoreFromFile({ onReceived }: { onReceived: (backup: Backup) => void }) {
  const id = useId();
  const online = useOnline();
  const { token, endSession } = useAdminSession();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setError(null);
    setSent(0);
    try {
      const backup = await sendBackup(file, { token, onProgress: setSent });
      await queryClient.invalidateQueries({ queryKey: ["listBackups"] });
      onReceived(backup);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) endSession(answerText(failure));
      setError(describeError(failure, t("adminBackups.sendFailed")));
    } finally {
      setSent(null);
    }
  };

  return (
    <div className={styles.restoreFile}>
      <ChooseFiles
        id={id}
        accept=".gz,application/gzip"
        disabled={!online || sent !== null}
        label={t("adminBackups.restoreFile")}
        icon={<FileUp size={14} aria-hidden="true" />}
        onFiles={([file]) => file && void send(file)}
      />
      <p className="adm-hint">{t("adminBackups.restoreFileHint")}</p>
      {sent !== null && (
        <p role="status" className="adm-hint">
          {t("adminBackups.sendingFile", {
            percent: `${formatNumber(Math.round(sent * 100), pageLanguage())}%`,
          })}
        </p>
      )}
      {error && (
        <p role="alert" className="adm-error">
          {error}
        </p>
      )}
    </div>
  );
}
