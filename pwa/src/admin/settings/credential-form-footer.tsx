import { useOnline } from "../../data/use-online";
import { t } from "../../i18n/messages";
import { FlashMessage } from "../shell/flash-message";
import type { Flash } from "../shell/use-flash";
import styles from "./account-page.module.css";

interface Props {
  /** The fields point at this region with aria-describedby, so the outcome is read out with them. */
  messageId: string;
  flash: Flash | null;
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
}

/** The outcome of a credential change and its submit button, which waits while offline. */
export function CredentialFormFooter({ messageId, flash, failure, submitting, submitLabel }: Props) {
  const online = useOnline();
  return (
    <>
      <div id={messageId}>
        <FlashMessage flash={flash} />
        <div role="alert">{failure && <p className="adm-notice adm-notice-error">{failure}</p>}</div>
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className="adm-button adm-button-primary"
          disabled={submitting || !online}
          title={online ? undefined : t("admin.offline.saveDisabled")}
        >
          {submitting ? t("adminSettings.saving") : submitLabel}
        </button>
      </div>
    </>
  );
}
