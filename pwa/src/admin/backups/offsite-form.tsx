import { PlugZap } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type OffsiteStorage,
  type OffsiteStorageInput,
  offsiteStorageInputSchema,
} from "#core/schemas/backups";
import { ApiError } from "../../data/api/api-client";
import { type MessageKey, t } from "../../i18n/admin-catalogue";
import { formatCount } from "../../i18n/format";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { checkedResolver } from "../kit/checked-resolver";
import { FlashMessage } from "../kit/flash-message";
import { FormActions } from "../kit/form-actions";
import { FormField, fieldAria } from "../kit/form-field";
import { LoadState } from "../kit/load-state";
import { OnlineButton } from "../kit/online-button";
import { showServerIssues } from "../kit/server-issues";
import type { Flash } from "../kit/use-flash";
import { useFlash } from "../kit/use-flash";
import { useSaveShortcut } from "../shell/use-shortcut";
import styles from "./backups-page.module.css";

type TextField = Exclude<keyof OffsiteStorageInput, "enabled" | "pathStyle" | "secretAccessKey">;

const TEXT_FIELDS: readonly { name: TextField; label: MessageKey; hint: MessageKey }[] = [
  { name: "endpoint", label: "adminBackups.offsite.endpoint", hint: "adminBackups.offsite.endpointHint" },
  { name: "region", label: "adminBackups.offsite.region", hint: "adminBackups.offsite.regionHint" },
  { name: "bucket", label: "adminBackups.offsite.bucket", hint: "adminBackups.offsite.bucketHint" },
  { name: "folder", label: "adminBackups.offsite.folder", hint: "adminBackups.offsite.folderHint" },
  {
    name: "accessKeyId",
    label: "adminBackups.offsite.accessKeyId",
    hint: "adminBackups.offsite.accessKeyIdHint",
  },
];

/** Storages' names and addresses as they write them: the same, in Latin letters and digits, in either language. */
const STORAGE_NAMES = {
  s3: "S3",
  b2: "Backblaze B2",
  r2: "Cloudflare R2",
  amazonS3: "Amazon S3",
  b2Endpoint: "https://s3.us-west-004.backblazeb2.com",
  r2Endpoint: "https://<account id>.r2.cloudflarestorage.com",
  b2Region: "us-west-004",
  defaultRegion: "us-east-1",
};

const formValues = ({ secretSet: _, ...saved }: OffsiteStorage): OffsiteStorageInput => ({
  ...saved,
  secretAccessKey: "",
});

interface Props {
  onDirtyChange: (dirty: boolean) => void;
}

/** Where each backup is copied offsite: an S3-compatible storage, and a test of it. */
export function OffsiteForm({ onDirtyChange }: Props) {
  const query = useAdminQuery("offsiteStorage");
  return (
    <section className="adm-card" aria-labelledby="offsite-title">
      <h2 id="offsite-title">{t("adminBackups.offsite.title")}</h2>
      <p className="adm-hint">{t("adminBackups.offsite.hint", STORAGE_NAMES)}</p>
      {query.data ? (
        <SettingsForm saved={query.data} onDirtyChange={onDirtyChange} />
      ) : (
        <LoadState
          loading={query.isFetching}
          error={query.error}
          failed={t("adminBackups.offsite.loadError")}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
}

function SettingsForm({ saved, onDirtyChange }: { saved: OffsiteStorage } & Props) {
  const call = useAdminApi();
  const [flash, showFlash] = useFlash();
  // The storage's answer stays until the next test: it may take a while to read and act on.
  const [tested, setTested] = useState<Flash | null>(null);
  const [testing, setTesting] = useState(false);
  const form = useForm<OffsiteStorageInput>({
    defaultValues: formValues(saved),
    resolver: checkedResolver(offsiteStorageInputSchema),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  /** A refusal's issues under their fields; answers what no field took, or else `fallback`. */
  const refusal = useCallback(
    (error: unknown, fallback: string) =>
      (error instanceof ApiError
        ? showServerIssues(form.setError, error, (path) =>
            path in form.getValues() ? (path as keyof OffsiteStorageInput) : null,
          )
        : describeError(error, fallback)) ?? fallback,
    [form],
  );

  const save = useCallback(
    () =>
      form.handleSubmit(async (values) => {
        showFlash(null);
        try {
          form.reset(formValues(await call("setOffsiteStorage", { body: values })));
          showFlash({
            kind: "success",
            text: t(values.enabled ? "adminBackups.offsite.saved" : "adminBackups.offsite.savedOff"),
          });
        } catch (error) {
          showFlash({ kind: "error", text: refusal(error, t("adminBackups.offsite.saveFailed")) });
        }
      })(),
    [form, call, showFlash, refusal],
  );
  useSaveShortcut(() => void save(), isDirty && !isSubmitting);

  // What is typed, saved or not: the owner tries the key before trusting the shop's copies to it.
  const test = async () => {
    if (!(await form.trigger())) return;
    setTesting(true);
    setTested(null);
    try {
      const body = offsiteStorageInputSchema.parse(form.getValues());
      const { bucket, copies } = await call("testOffsiteStorage", { body });
      setTested({
        kind: "success",
        text: t("adminBackups.offsite.testOk", { bucket, copies: formatCount(copies) }),
      });
    } catch (error) {
      setTested({ kind: "error", text: refusal(error, t("adminBackups.offsite.testFailed")) });
    } finally {
      setTesting(false);
    }
  };

  const secretHint = t(
    saved.secretSet ? "adminBackups.offsite.secretSetHint" : "adminBackups.offsite.secretHint",
    STORAGE_NAMES,
  );
  const secretError = errors.secretAccessKey?.message;

  return (
    <form
      noValidate
      className={styles.offsiteForm}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="adm-switch" htmlFor="offsite-enabled">
        <input
          id="offsite-enabled"
          type="checkbox"
          role="switch"
          aria-checked={Boolean(form.watch("enabled"))}
          {...form.register("enabled")}
        />
        <span>{t("adminBackups.offsite.enabled")}</span>
      </label>
      <div className="adm-form-grid">
        {TEXT_FIELDS.map(({ name, label, hint }) => {
          const id = `offsite-${name}`;
          const words = { hint: t(hint, STORAGE_NAMES), error: errors[name]?.message };
          return (
            <FormField key={name} id={id} label={t(label)} {...words}>
              <input
                className="adm-input"
                autoComplete="off"
                spellCheck={false}
                {...fieldAria(id, words)}
                {...form.register(name)}
              />
            </FormField>
          );
        })}
        <FormField
          id="offsite-secret"
          label={t("adminBackups.offsite.secret")}
          hint={secretHint}
          error={secretError}
        >
          <input
            className="adm-input"
            type="password"
            autoComplete="new-password"
            placeholder={saved.secretSet ? t("adminBackups.offsite.secretKept") : ""}
            {...fieldAria("offsite-secret", { hint: secretHint, error: secretError })}
            {...form.register("secretAccessKey")}
          />
        </FormField>
      </div>
      <div className="adm-field">
        <label className="adm-switch" htmlFor="offsite-path-style">
          <input
            id="offsite-path-style"
            type="checkbox"
            role="switch"
            aria-checked={Boolean(form.watch("pathStyle"))}
            aria-describedby="offsite-path-style-hint"
            {...form.register("pathStyle")}
          />
          <span>{t("adminBackups.offsite.pathStyle")}</span>
        </label>
        <p id="offsite-path-style-hint" className="adm-hint">
          {t("adminBackups.offsite.pathStyleHint")}
        </p>
      </div>
      <div className={styles.offsiteTest}>
        <OnlineButton
          busy={testing}
          busyLabel={t("adminBackups.offsite.testing")}
          onClick={() => void test()}
        >
          <PlugZap size={13} aria-hidden="true" />
          {t("adminBackups.offsite.test")}
        </OnlineButton>
        <FlashMessage flash={tested} />
      </div>
      <FormActions
        form={form}
        className={styles.actions}
        flash={flash}
        labels={{ submit: "adminBackups.offsite.save", busy: "adminBackups.offsite.saving" }}
      />
    </form>
  );
}
