import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { formatNumber } from "#core/format/number";
import type { Backup, RestoredBackup } from "#core/schemas/backups";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { formatAdminDate } from "../kit/admin-date";
import { Button } from "../kit/button";
import { Dialog } from "../kit/dialog";
import { FormField, fieldAria } from "../kit/form-field";
import { LoadState } from "../kit/load-state";
import { OnlineButton } from "../kit/online-button";
import styles from "./backups-page.module.css";

interface Props {
  backup: Backup;
  onClose: () => void;
}

/**
 * Restoring one backup: what it holds, read from the backup itself, then the owner's password, then
 * what the shop holds now and where the data it replaced is kept.
 */
export function RestoreDialog({ backup, onClose }: Props) {
  const contents = useAdminQuery("backupContents", { params: { name: backup.name } });
  const call = useAdminApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [result, setResult] = useState<RestoredBackup | null>(null);
  const language = pageLanguage();
  const count = (value: number) => formatNumber(value, language);

  const restore = async (event: FormEvent) => {
    event.preventDefault();
    setRestoring(true);
    setError(null);
    try {
      setResult(await call("restoreBackup", { params: { name: backup.name }, body: { password } }));
      setPassword("");
    } catch (failure) {
      setError(describeError(failure, t("adminBackups.restoreDialog.failed")));
    } finally {
      setRestoring(false);
    }
  };

  // Read again only once the owner has read the result: the restored data may not know this sign-in.
  const done = () => {
    onClose();
    void queryClient.invalidateQueries();
  };

  if (result)
    return (
      <Dialog
        open
        title={t("adminBackups.restoreDialog.title")}
        onClose={done}
        actions={
          <Button kind="primary" onClick={done}>
            {t("adminBackups.restoreDialog.done")}
          </Button>
        }
      >
        <p role="status">
          {t("adminBackups.restoreDialog.restored", {
            when: formatAdminDate(result.restored.createdAt),
            items: count(result.restored.items),
            messages: count(result.restored.messages),
            photos: count(result.restored.photos),
          })}
        </p>
        <p>{t("adminBackups.restoreDialog.keptAs", { when: formatAdminDate(result.keptAs.createdAt) })}</p>
        <p>{t("adminBackups.restoreDialog.signInAgain")}</p>
      </Dialog>
    );

  const held = contents.data;
  return (
    <Dialog
      open
      title={t("adminBackups.restoreDialog.title")}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t("admin.common.cancel")}</Button>
          {held && (
            <OnlineButton
              kind="danger"
              type="submit"
              form={formId}
              busy={restoring}
              busyLabel={t("adminBackups.restoreDialog.restoring")}
            >
              {t("adminBackups.restoreDialog.confirm")}
            </OnlineButton>
          )}
        </>
      }
    >
      {held ? (
        <form id={formId} className={styles.restoreForm} onSubmit={(event) => void restore(event)}>
          <dl className={styles.holds}>
            <div>
              <dt>{t("adminBackups.restoreDialog.made")}</dt>
              <dd>
                <time dateTime={held.createdAt}>{formatAdminDate(held.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t("adminBackups.restoreDialog.items")}</dt>
              <dd>{count(held.items)}</dd>
            </div>
            <div>
              <dt>{t("adminBackups.restoreDialog.messages")}</dt>
              <dd>{count(held.messages)}</dd>
            </div>
            <div>
              <dt>{t("adminBackups.restoreDialog.boards")}</dt>
              <dd>{count(held.boards)}</dd>
            </div>
            <div>
              <dt>{t("adminBackups.restoreDialog.photos")}</dt>
              <dd>{count(held.photos)}</dd>
            </div>
          </dl>
          <p>{t("adminBackups.restoreDialog.warning")}</p>
          <FormField
            id={`${formId}-password`}
            label={t("adminBackups.restoreDialog.password")}
            hint={t("adminBackups.restoreDialog.passwordHint")}
            error={error ?? undefined}
          >
            <input
              {...fieldAria(`${formId}-password`, {
                hint: t("adminBackups.restoreDialog.passwordHint"),
                error: error ?? undefined,
              })}
              className="adm-input"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
        </form>
      ) : (
        <LoadState
          loading={contents.isFetching}
          error={contents.error}
          failed={t("adminBackups.restoreDialog.loadError")}
          loadingLabel={t("adminBackups.restoreDialog.loading")}
          onRetry={() => void contents.refetch()}
        />
      )}
    </Dialog>
  );
}
