import { useCallback, useRef, useState } from "react";
import { type MessageKey, t } from "../../i18n/admin-catalogue";
import { useDocumentTitle } from "../../shared/document-title";
import { Toolbar } from "../kit/toolbar";
import { useUnsavedChangesGuard } from "../kit/use-unsaved-changes";
import { useSaveShortcut } from "../shell/use-shortcut";
import styles from "./account-page.module.css";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { ChangeUsernameForm } from "./change-username-form";
import { DeviceNotifications } from "./device-notifications";
import { EmailNotificationsForm } from "./email-notifications-form";
import { SignedInDevices } from "./signed-in-devices";
import { TwoFactorSettings } from "./two-factor-settings";

/** The page's parts, each named by its heading, which the links at the top jump to. */
const PARTS = [
  { id: "account-sign-in", title: "adminSettings.account.signInGroup" },
  { id: "two-factor-title", title: "adminSettings.twoFactor.title" },
  { id: "devices-title", title: "adminSettings.devices.title" },
  { id: "account-notifications", title: "adminSettings.account.notificationsGroup" },
] as const satisfies readonly { id: string; title: MessageKey }[];

/**
 * /admin/settings/account, in four parts: how the owner signs in (username, email, password), the
 * second step of signing in, the browsers signed in, and how a new message is told.
 */
export function AccountPage() {
  useDocumentTitle(t("adminSettings.account.title"));
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
        <nav className={styles.parts} aria-label={t("adminSettings.account.partsLabel")}>
          <ul>
            {PARTS.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`}>{t(part.title)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.group} aria-labelledby="account-sign-in">
          <h2 id="account-sign-in">{t("adminSettings.account.signInGroup")}</h2>
          <p className="adm-hint">{t("adminSettings.account.signInHint")}</p>
          <div className={styles.cards}>
            <ChangeUsernameForm formRef={usernameForm} onDirtyChange={setUsernameDirty} />
            <ChangeEmailForm formRef={emailForm} onDirtyChange={setEmailDirty} />
            <ChangePasswordForm formRef={passwordForm} onDirtyChange={setPasswordDirty} />
          </div>
        </section>
        <TwoFactorSettings />
        <SignedInDevices />
        <section className={styles.group} aria-labelledby="account-notifications">
          <h2 id="account-notifications">{t("adminSettings.account.notificationsGroup")}</h2>
          <p className="adm-hint">{t("adminSettings.account.notificationsHint")}</p>
          <DeviceNotifications />
          <EmailNotificationsForm onDirtyChange={setNotifyDirty} />
        </section>
      </div>
    </>
  );
}
