import { useCallback, useRef, useState } from "react";
import { useDocumentTitle } from "../../app/document-title";
import { t } from "../../i18n/messages";
import { useAdminSession } from "../admin-shell/admin-session";
import { useSaveShortcut } from "../admin-shell/use-shortcut";
import { useUnsavedChangesGuard } from "../admin-shell/use-unsaved-changes";
import styles from "./account-page.module.css";
import { ChangePasswordForm } from "./change-password-form";
import { ChangeUsernameForm } from "./change-username-form";

/** /admin/settings/account: who is signed in, and the two credential changes of the spec. */
export function AccountPage() {
  useDocumentTitle(t("adminSettings.account.title"));
  const { admin } = useAdminSession();
  const usernameForm = useRef<HTMLFormElement>(null);
  const passwordForm = useRef<HTMLFormElement>(null);
  const [usernameDirty, setUsernameDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  useUnsavedChangesGuard(usernameDirty || passwordDirty);

  // Ctrl/⌘+S submits the form being typed in, else the one with changes.
  const submitCurrent = useCallback(() => {
    const active = document.activeElement;
    const forms = [usernameForm.current, passwordForm.current];
    const target =
      forms.find((form) => form?.contains(active)) ??
      (usernameDirty ? usernameForm.current : passwordDirty ? passwordForm.current : null);
    target?.requestSubmit();
  }, [usernameDirty, passwordDirty]);
  useSaveShortcut(submitCurrent);

  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h2 id="account-title">{t("adminSettings.account.title")}</h2>
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
      </div>
      <div className={styles.forms}>
        <ChangeUsernameForm formRef={usernameForm} onDirtyChange={setUsernameDirty} />
        <ChangePasswordForm formRef={passwordForm} onDirtyChange={setPasswordDirty} />
      </div>
    </section>
  );
}
