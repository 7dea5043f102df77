import { useCallback, useEffect } from "react";
import { useForm } from "react-hook-form";
import { type BackupRetention, backupRetentionSchema } from "#core/schemas/backups";
import { ApiError } from "../../data/api/api-client";
import { t } from "../../i18n/admin-catalogue";
import { describeError, useAdminApi } from "../api/use-admin-api";
import { checkedResolver } from "../kit/checked-resolver";
import { FormActions } from "../kit/form-actions";
import { FormField, fieldAria } from "../kit/form-field";
import { showServerIssues } from "../kit/server-issues";
import { NUMBER_FIELD, readTypedNumber } from "../kit/typed-number";
import { useFlash } from "../kit/use-flash";
import { useSaveShortcut } from "../shell/use-shortcut";
import styles from "./backups-page.module.css";

const FIELDS = [
  { name: "keepDaily", label: "adminBackups.retention.keepDaily" },
  { name: "keepWeekly", label: "adminBackups.retention.keepWeekly" },
] as const;

interface Props {
  retention: BackupRetention;
  onDirtyChange: (dirty: boolean) => void;
}

/** How many daily and weekly backups the server keeps. */
export function RetentionForm({ retention, onDirtyChange }: Props) {
  const call = useAdminApi();
  const [flash, showFlash] = useFlash();
  const form = useForm<BackupRetention>({
    defaultValues: retention,
    resolver: checkedResolver(backupRetentionSchema),
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const save = useCallback(
    () =>
      form.handleSubmit(async (values) => {
        showFlash(null);
        try {
          form.reset(await call("setBackupRetention", { body: values }));
          showFlash({ kind: "success", text: t("adminBackups.retention.saved") });
        } catch (error) {
          // Issues go under their fields; the flash says what no field took, or that it failed.
          const rest =
            error instanceof ApiError
              ? showServerIssues(form.setError, error, (path) =>
                  path in values ? (path as keyof BackupRetention) : null,
                )
              : describeError(error, t("adminBackups.retention.saveFailed"));
          showFlash({ kind: "error", text: rest ?? t("adminBackups.retention.saveFailed") });
        }
      })(),
    [form, call, showFlash],
  );
  useSaveShortcut(() => void save(), isDirty && !isSubmitting);

  return (
    <form
      className="adm-card"
      noValidate
      aria-labelledby="retention-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="retention-title">{t("adminBackups.retention.title")}</h2>
      <p className="adm-hint">{t("adminBackups.retention.hint")}</p>
      <div className={`adm-form-grid ${styles.retentionGrid}`}>
        {FIELDS.map(({ name, label }) => {
          const id = `backups-${name}`;
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={id} label={t(label)} error={error}>
              <input
                className={`adm-input tabular ${styles.countInput}`}
                {...NUMBER_FIELD}
                {...fieldAria(id, { error })}
                {...form.register(name, { setValueAs: readTypedNumber })}
              />
            </FormField>
          );
        })}
      </div>
      <FormActions
        form={form}
        className={styles.actions}
        flash={flash}
        labels={{ submit: "adminBackups.retention.save", busy: "adminBackups.retention.saving" }}
      />
    </form>
  );
}
