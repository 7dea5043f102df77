import type { ReactNode } from "react";
import { type MessageKey, t } from "../../i18n/admin-catalogue";
import { Button } from "./button";
import { FlashMessage } from "./flash-message";
import { OnlineButton } from "./online-button";
import type { Flash } from "./use-flash";

interface Props {
  /** The form it ends: whether there is anything to save, whether a save runs, and its Reset. */
  form: { formState: { isDirty: boolean; isSubmitting: boolean }; reset: () => void };
  /** The action bar's place in its screen (sticky under a long form, or closing a card). */
  className?: string;
  flash: Flash | null;
  /** Why the last save failed, said until the next try. */
  failure?: string | null;
  /** Offers "Reset", putting back what was last saved; called after the form is reset. */
  onReset?: () => void;
  labels: {
    submit: MessageKey;
    busy: MessageKey;
    unsaved?: MessageKey;
    reset?: MessageKey;
    resetTitle?: MessageKey;
    /** The submit button's title with changes to save ("Ctrl+S"), and without. */
    shortcutHint?: MessageKey;
    noChanges?: MessageKey;
  };
  /** The form's other buttons, before its Reset and submit, which end the row. */
  children?: ReactNode;
}

/** The foot of an admin form: how the last save went, unsaved changes, Reset and the submit button. */
export function FormActions({ form, className, flash, failure, onReset, labels, children }: Props) {
  const { isDirty: dirty, isSubmitting: submitting } = form.formState;
  const title = dirty ? labels.shortcutHint : labels.noChanges;
  return (
    <div className={className}>
      <div className="adm-form-status">
        <FlashMessage flash={flash} />
        {failure !== undefined && (
          <div role="alert">{failure && <p className="adm-notice adm-notice-error">{failure}</p>}</div>
        )}
        {labels.unsaved && dirty && !failure && <span className="adm-dirty">{t(labels.unsaved)}</span>}
      </div>
      {children}
      {onReset && labels.reset && (
        <Button
          title={labels.resetTitle && t(labels.resetTitle)}
          disabled={!dirty || submitting}
          onClick={() => {
            form.reset();
            onReset();
          }}
        >
          {t(labels.reset)}
        </Button>
      )}
      <OnlineButton
        type="submit"
        kind="primary"
        disabled={!dirty || submitting}
        busy={submitting}
        busyLabel={t(labels.busy)}
        title={title && t(title)}
      >
        {t(labels.submit)}
      </OnlineButton>
    </div>
  );
}
