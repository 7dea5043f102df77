import { Send } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import {
  type EmailNotifications,
  type EmailNotificationsInput,
  emailNotificationsInputSchema,
  SMTP_SECURITY,
} from "#core/schemas/email-notifications";
import { ApiError } from "../../data/api/api-client";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { checkedResolver } from "../kit/checked-resolver";
import { FlashMessage } from "../kit/flash-message";
import { FormActions } from "../kit/form-actions";
import { FormField, fieldAria } from "../kit/form-field";
import { LoadState } from "../kit/load-state";
import { OnlineButton } from "../kit/online-button";
import { showServerIssues } from "../kit/server-issues";
import { NUMBER_FIELD, readTypedNumber } from "../kit/typed-number";
import { useFlash } from "../kit/use-flash";
import card from "./account-card.module.css";
import styles from "./email-notifications-form.module.css";

const TEXT_FIELDS = [
  {
    name: "host",
    label: "adminSettings.notify.host",
    hint: "adminSettings.notify.hostHint",
    autoComplete: "off",
  },
  { name: "username", label: "adminSettings.notify.username", hint: null, autoComplete: "off" },
  {
    name: "from",
    label: "adminSettings.notify.from",
    hint: "adminSettings.notify.fromHint",
    autoComplete: "email",
  },
] as const;

const formValues = ({ passwordSet: _, to: __, ...saved }: EmailNotifications): EmailNotificationsInput => ({
  ...saved,
  password: "",
});

type Server = Pick<EmailNotificationsInput, "host" | "port" | "security" | "username">;

/**
 * Whether the stored password would go to another server (or user) than it was saved for: the server
 * then asks for it again, as it is only ever sent where it was given. Names are compared as the server
 * keeps them, trimmed.
 */
const passwordAgain = (saved: EmailNotifications, typed: Server) =>
  saved.passwordSet &&
  typed.username.trim() !== "" &&
  (typed.host.trim() !== saved.host ||
    typed.port !== saved.port ||
    typed.security !== saved.security ||
    typed.username.trim() !== saved.username);

interface Props {
  onDirtyChange: (dirty: boolean) => void;
}

/** New-message emails: the shop's mail server, and a test email to check it. */
export function EmailNotificationsForm({ onDirtyChange }: Props) {
  const query = useAdminQuery("emailNotifications");
  return (
    <section className={`adm-card ${card.card}`} aria-labelledby="notify-title">
      <h3 id="notify-title">{t("adminSettings.notify.title")}</h3>
      <p className="adm-hint">{t("adminSettings.notify.hint")}</p>
      {query.data ? (
        <SettingsForm saved={query.data} onDirtyChange={onDirtyChange} />
      ) : (
        <LoadState
          loading={query.isFetching}
          error={query.error}
          failed={t("adminSettings.notify.loadError")}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
}

function SettingsForm({ saved, onDirtyChange }: { saved: EmailNotifications } & Props) {
  const call = useAdminApi();
  const [flash, showFlash] = useFlash();
  const [testFlash, showTestFlash] = useFlash();
  const [testing, setTesting] = useState(false);
  const form = useForm<EmailNotificationsInput>({
    defaultValues: formValues(saved),
    resolver: checkedResolver(emailNotificationsInputSchema),
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const save = useCallback(
    () =>
      form.handleSubmit(async (values) => {
        showFlash(null);
        try {
          form.reset(formValues(await call("setEmailNotifications", { body: values })));
          showFlash({ kind: "success", text: t("adminSettings.notify.saved") });
        } catch (error) {
          if (error instanceof ApiError && error.code === "emailPasswordAgain") {
            form.setError("password", { type: "server", message: answerText(error) }, { shouldFocus: true });
            showFlash({ kind: "error", text: t("adminSettings.notify.saveFailed") });
            return;
          }
          const rest =
            error instanceof ApiError
              ? showServerIssues(form.setError, error, (path) =>
                  path in values ? (path as Path<EmailNotificationsInput>) : null,
                )
              : describeError(error, t("adminSettings.notify.saveFailed"));
          showFlash({ kind: "error", text: rest ?? t("adminSettings.notify.saveFailed") });
        }
      })(),
    [form, call, showFlash],
  );

  const sendTest = async () => {
    setTesting(true);
    showTestFlash(null);
    try {
      const { sentTo } = await call("sendTestEmail");
      showTestFlash({ kind: "success", text: t("adminSettings.notify.testSent", { to: sentTo }) });
    } catch (error) {
      showTestFlash({ kind: "error", text: describeError(error, t("adminSettings.notify.testFailed")) });
    } finally {
      setTesting(false);
    }
  };

  const fieldError = (name: keyof EmailNotificationsInput) => errors[name]?.message;
  const [host, port, security, username] = form.watch(["host", "port", "security", "username"]);
  const again = passwordAgain(saved, { host, port, security, username });
  const passwordError = fieldError("password");
  // Once the server has refused the blank password, its refusal under the field says it all.
  const passwordHint =
    again && passwordError
      ? undefined
      : t(
          again
            ? "adminSettings.notify.passwordAgainHint"
            : saved.passwordSet
              ? "adminSettings.notify.passwordSetHint"
              : "adminSettings.notify.passwordHint",
        );
  const passwordPlaceholder = again
    ? t("adminSettings.notify.passwordAgain")
    : saved.passwordSet
      ? t("adminSettings.notify.passwordKept")
      : "";

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="adm-switch" htmlFor="notify-enabled">
        <input
          id="notify-enabled"
          type="checkbox"
          role="switch"
          aria-checked={Boolean(form.watch("enabled"))}
          {...form.register("enabled")}
        />
        <span>
          {t("adminSettings.notify.enabled", { to: saved.to || t("adminSettings.notify.noEmail") })}
        </span>
      </label>
      {!saved.to && <p className="adm-notice adm-notice-warning">{t("adminSettings.notify.needEmail")}</p>}
      <div className={`adm-form-grid ${styles.grid}`}>
        {TEXT_FIELDS.map(({ name, label, hint, autoComplete }) => {
          const id = `notify-${name}`;
          const words = { hint: hint ? t(hint) : undefined, error: fieldError(name) };
          return (
            <FormField key={name} id={id} label={t(label)} {...words}>
              <input
                className="adm-input"
                autoComplete={autoComplete}
                spellCheck={false}
                {...fieldAria(id, words)}
                {...form.register(name)}
              />
            </FormField>
          );
        })}
        <FormField id="notify-port" label={t("adminSettings.notify.port")} error={fieldError("port")}>
          <input
            className={`adm-input tabular ${styles.port}`}
            {...NUMBER_FIELD}
            {...fieldAria("notify-port", { error: fieldError("port") })}
            {...form.register("port", { setValueAs: readTypedNumber })}
          />
        </FormField>
        <FormField
          id="notify-security"
          label={t("adminSettings.notify.security")}
          error={fieldError("security")}
        >
          <select
            className="adm-input"
            {...fieldAria("notify-security", { error: fieldError("security") })}
            {...form.register("security")}
          >
            {SMTP_SECURITY.map((security) => (
              <option key={security} value={security}>
                {t(`adminSettings.notify.security.${security}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="notify-password"
          label={t("adminSettings.notify.password")}
          hint={passwordHint}
          error={passwordError}
        >
          <input
            className="adm-input"
            type="password"
            autoComplete="new-password"
            placeholder={passwordPlaceholder}
            {...fieldAria("notify-password", { hint: passwordHint, error: passwordError })}
            {...form.register("password")}
          />
        </FormField>
      </div>
      <FlashMessage flash={testFlash} />
      <FormActions
        form={form}
        className={card.actions}
        flash={flash}
        labels={{ submit: "adminSettings.notify.save", busy: "adminSettings.notify.saving" }}
      >
        <OnlineButton
          busy={testing}
          busyLabel={t("adminSettings.notify.testing")}
          disabled={isDirty || !saved.host}
          title={isDirty ? t("adminSettings.notify.saveFirst") : undefined}
          onClick={() => void sendTest()}
        >
          <Send size={14} aria-hidden="true" />
          {t("adminSettings.notify.test")}
        </OnlineButton>
      </FormActions>
    </form>
  );
}
