import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useEffect } from "react";
import { useForm } from "react-hook-form";
import { changeEmailRequestSchema } from "#core/schemas/admin";
import { t } from "../../i18n/messages";
import { useAdminApi } from "../admin-shell/use-admin-api";
import styles from "./account-page.module.css";
import { CredentialField } from "./credential-field";
import { CredentialFormFooter } from "./credential-form-footer";
import { useCredentialChange } from "./use-credential-change";

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  onDirtyChange: (dirty: boolean) => void;
}

export function ChangeEmailForm({ formRef, onDirtyChange }: Props) {
  const call = useAdminApi();
  const form = useForm({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: "", password: "" },
    shouldFocusError: true,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { run, invalid, flash, failure } = useCredentialChange({
    form,
    success: t("adminSettings.account.emailSaved"),
    fallback: t("adminSettings.account.emailFailed"),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const messageId = "account-email-message";
  return (
    <form
      ref={formRef}
      className={`adm-card ${styles.card}`}
      aria-labelledby="account-email-title"
      noValidate
      onSubmit={form.handleSubmit((body) => run(() => call("changeEmail", { body })), invalid)}
    >
      <h3 id="account-email-title">{t("adminSettings.account.emailTitle")}</h3>
      <CredentialField
        id="account-new-email"
        label={t("adminSettings.account.newEmail")}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email}
        registration={form.register("email")}
        formMessageId={messageId}
      />
      <CredentialField
        id="account-email-password"
        label={t("adminSettings.account.emailPassword")}
        hint={t("adminSettings.account.passwordHint")}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        registration={form.register("password")}
        formMessageId={messageId}
      />
      <CredentialFormFooter
        messageId={messageId}
        flash={flash}
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t("adminSettings.account.emailSubmit")}
      />
    </form>
  );
}
