import { useCallback, useRef, useState } from "react";
import { t } from "../../i18n/admin-catalogue";
import { useDocumentTitle } from "../../shared/document-title";
import { Toolbar } from "../kit/toolbar";
import { useUnsavedChangesGuard } from "../kit/use-unsaved-changes";
import { useAdminSession } from "../shell/admin-session";
import { useSaveShortcut } from "../shell/use-shortcut";
import styles from "./account-page.module.css";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { ChangeUsernameForm } from "./change-username-form";
import { DeviceNotifications } from "./device-notifications";
import { EmailNotificationsForm } from "./email-notifications-form";
import { SignedInDevices } from "./signed-in-devices";
import { TwoFactorSettings } from "./two-factor-settings";

/**
 * /admin/settings/account: who is signed in, the spec's two credential changes, the email,
 * new-message emails, two-factor login, and the browsers signed in.
 */
export function AccountPage() {
  useDocumentTitle(t("adminSettings.account.title"));
  const { admin } = useAdminSession();
  const usernameForm = useRef<HTMLFormElement>(null);
  const emailForm = useRef<HTMLFormElement>(null);
  const passwordForm = useRef<HTMLFormElement>(null);
  const [usernameDirty, setUsernameDirty] = useState(false);
  const [emailDirty, setEmailDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const [notifyDirty, setNotifyDirty] = useState(false);
  useUnsavedChangesGuard(usernameDirty || emailDirty || passwordDirty || notifyDirty);

  // Ctrl/⌘+S submits the form being typed in, else the first one with changes.
  const submitCurrent = useCallback(() => {
    const active = document.activeElement;
    const forms = [
      [usernameForm.current, usernameDirty],
      [emailForm.current, emailDirty],
      [passwordForm.current, passwordDirty],
    ] as const;
    const target =
      forms.find(([form]) => form?.contains(active))?.[0] ?? forms.find(([, dirty]) => dirty)?.[0];
    target?.requestSubmit();
  }, [usernameDirty, emailDirty, passwordDirty]);
  useSaveShortcut(submitCurrent);

  return (
    <>
      <Toolbar title={t("adminSettings.account.title")} />
      <div className={styles.page}>
        <div className={`adm-card ${styles.card}`}>
          <div className="adm-field">
            <label htmlFor="account-current-username">{t("adminSettings.account.current")}</label>
            <input
              id="account-current-username"
              className={`adm-input ${styles.readonly}`}
              value={admin.username}
              readOnly
              aria-describedby="account-current-hint"
            />
            <p id="account-current-hint" className="adm-hint">
              {t("adminSettings.account.currentHint")} {t("adminSettings.account.sessionNote")}
            </p>
          </div>
          <div className="adm-field">
            <label htmlFor="account-current-email">{t("adminSettings.account.currentEmail")}</label>
            <input
              id="account-current-email"
              className={`adm-input ${styles.readonly}`}
              type="email"
              value={admin.email}
              placeholder={t("adminSettings.account.noEmail")}
              readOnly
              aria-describedby="account-current-email-hint"
            />
            <p id="account-current-email-hint" className="adm-hint">
              {t("adminSettings.account.currentEmailHint")}
            </p>
          </div>
        </div>
        <div className={styles.forms}>
          <ChangeUsernameForm formRef={usernameForm} onDirtyChange={setUsernameDirty} />
          <ChangeEmailForm formRef={emailForm} onDirtyChange={setEmailDirty} />
          <ChangePasswordForm formRef={passwordForm} onDirtyChange={setPasswordDirty} />
        </div>
        <DeviceNotifications />
        <EmailNotificationsForm onDirtyChange={setNotifyDirty} />
        <TwoFactorSettings />
        <SignedInDevices />
      </div>
    </>
  );
}
