import { t } from "../../i18n/admin-catalogue";
import { FlashMessage } from "../kit/flash-message";
import { OnlineButton } from "../kit/online-button";
import type { Flash } from "../kit/use-flash";
import card from "./account-card.module.css";

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
  return (
    <>
      <div id={messageId}>
        <FlashMessage flash={flash} />
        <div role="alert">{failure && <p className="adm-notice adm-notice-error">{failure}</p>}</div>
      </div>
      <div className={card.actions}>
        <OnlineButton
          type="submit"
          kind="primary"
          disabled={submitting}
          busy={submitting}
          busyLabel={t("adminSettings.saving")}
        >
          {submitLabel}
        </OnlineButton>
      </div>
    </>
  );
}
