import { Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import type { DeviceStore } from "../../data/device/use-stored-state";
import { t } from "../../i18n/messages";
import styles from "./contact.module.css";
import type { ContactValues, ContactField as Field } from "./contact-draft";
import { ContactField } from "./contact-field";
import { OutboxStatus } from "./outbox-status";
import { SentNote, useSentNote } from "./sent-note";
import { type Notice, useContactForm } from "./use-contact-form";

type Control = HTMLInputElement & HTMLTextAreaElement;

/** Good news is green and a refusal red; a message saved for later is news, not an error. */
const NOTICE_CLASS: Record<Notice["kind"], string> = {
  sent: "notice-success",
  queued: "notice-info",
  error: "notice-error",
};

/**
 * The message form: the contact page's, or (given `pieces`) a visitor's list sent to the shop's
 * inbox with its own title, words and draft. Either goes through the outbox, offline too.
 */
export function ContactForm({
  title = t("contact.form.title"),
  intro = t("contact.form.intro"),
  pieces,
  draft,
  initial,
}: {
  title?: string;
  intro?: string;
  pieces?: readonly string[];
  draft?: DeviceStore<ContactValues>;
  initial?: ContactValues;
}) {
  const titleId = useId();
  const form = useContactForm({ draft, pieces, initial });
  const { sentAt, record, dismiss } = useSentNote();
  // A new notice object for every message the shop has received.
  useEffect(() => {
    if (form.notice?.kind === "sent") record();
  }, [form.notice, record]);
  const controls = useRef<Partial<Record<Field, Control | null>>>({});
  const bind = (field: Field) => ({
    value: form.values[field],
    error: form.errors[field],
    onChange: (value: string) => form.change(field, value),
    ref: (element: Control | null) => {
      controls.current[field] = element;
    },
  });

  const writeAnother = () => {
    dismiss();
    controls.current.firstName?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    const invalid = await form.submit(event);
    if (invalid) controls.current[invalid]?.focus();
  };

  return (
    <section className={`card ${styles.formCard}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className={styles.muted}>
        {intro} {t("contact.form.required")}
      </p>
      <form noValidate onSubmit={onSubmit} aria-busy={form.sending} className={styles.form}>
        <div className={styles.nameRow}>
          <ContactField
            label={t("contact.form.firstName")}
            type="text"
            autoComplete="given-name"
            {...bind("firstName")}
          />
          <ContactField
            label={t("contact.form.lastName")}
            type="text"
            autoComplete="family-name"
            {...bind("lastName")}
          />
        </div>
        <ContactField
          label={t("contact.form.phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...bind("phone")}
        />
        <ContactField label={t("contact.form.message")} multiline {...bind("message")} />
        <div role="status" aria-live="polite">
          {form.notice && <p className={`notice ${NOTICE_CLASS[form.notice.kind]}`}>{form.notice.text}</p>}
        </div>
        {sentAt && form.notice?.kind !== "sent" && <SentNote sentAt={sentAt} onWriteAnother={writeAnother} />}
        <button type="submit" className={`button button-primary ${styles.submit}`} disabled={form.sending}>
          <Send size={18} aria-hidden="true" />
          {form.sending ? t("contact.form.sending") : t("contact.form.submit")}
        </button>
      </form>
      <OutboxStatus onQueueEmptied={form.queueEmptied} onDelivered={record} onRestore={form.restore} />
    </section>
  );
}
