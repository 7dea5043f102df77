import { type RefObject, useEffect } from "react";
import { useForm } from "react-hook-form";
import { changePasswordFormSchema } from "#core/schemas/admin";
import { t } from "../../i18n/admin-catalogue";
import { useAdminApi } from "../api/use-admin-api";
import { checkedResolver } from "../kit/checked-resolver";
import { useAdminSession } from "../shell/admin-session";
import card from "./account-card.module.css";
import { CredentialField } from "./credential-field";
import { CredentialFormFooter } from "./credential-form-footer";
import { useCredentialChange } from "./use-credential-change";

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  onDirtyChange: (dirty: boolean) => void;
}

export function ChangePasswordForm({ formRef, onDirtyChange }: Props) {
  const call = useAdminApi();
  const { admin } = useAdminSession();
  const form = useForm({
    resolver: checkedResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { run, invalid, flash, failure } = useCredentialChange({
    form,
    success: t("adminSettings.account.passwordSaved"),
    fallback: t("adminSettings.account.passwordFailed"),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const messageId = "account-password-message";
  return (
    <form
      ref={formRef}
      className={`adm-card ${card.card}`}
      aria-labelledby="account-password-title"
      noValidate
      onSubmit={form.handleSubmit(
        ({ currentPassword, newPassword }) =>
          run(() => call("changePassword", { body: { currentPassword, newPassword } })),
        invalid,
      )}
    >
      <h3 id="account-password-title">{t("adminSettings.account.passwordTitle")}</h3>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={admin.username} readOnly hidden />
      <CredentialField
        id="account-current-password"
        label={t("adminSettings.account.currentPassword")}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        registration={form.register("currentPassword")}
        formMessageId={messageId}
      />
      <CredentialField
        id="account-new-password"
        label={t("adminSettings.account.newPassword")}
        hint={t("adminSettings.account.newPasswordHint")}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword}
        registration={form.register("newPassword")}
        formMessageId={messageId}
      />
      <CredentialField
        id="account-confirm-password"
        label={t("adminSettings.account.confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        registration={form.register("confirmPassword")}
        formMessageId={messageId}
      />
      <CredentialFormFooter
        messageId={messageId}
        flash={flash}
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t("adminSettings.account.passwordSubmit")}
      />
    </form>
  );
}
