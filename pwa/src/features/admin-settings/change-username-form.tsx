import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useEffect } from "react";
import { useForm } from "react-hook-form";
import { changeUsernameRequestSchema } from "#core/schemas/admin";
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

export function ChangeUsernameForm({ formRef, onDirtyChange }: Props) {
  const call = useAdminApi();
  const form = useForm({
    resolver: zodResolver(changeUsernameRequestSchema),
    defaultValues: { newUsername: "", password: "" },
    shouldFocusError: true,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { run, invalid, flash, failure } = useCredentialChange({
    form,
    success: t("adminSettings.account.usernameSaved"),
    fallback: t("adminSettings.account.usernameFailed"),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const messageId = "account-username-message";
  return (
    <form
      ref={formRef}
      className={`adm-card ${styles.card}`}
      aria-labelledby="account-username-title"
      noValidate
      onSubmit={form.handleSubmit((body) => run(() => call("changeUsername", { body })), invalid)}
    >
      <h3 id="account-username-title">{t("adminSettings.account.usernameTitle")}</h3>
      <CredentialField
        id="account-new-username"
        label={t("adminSettings.account.newUsername")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.newUsername}
        registration={form.register("newUsername")}
        formMessageId={messageId}
      />
      <CredentialField
        id="account-username-password"
        label={t("adminSettings.account.password")}
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
        submitLabel={t("adminSettings.account.usernameSubmit")}
      />
    </form>
  );
}
