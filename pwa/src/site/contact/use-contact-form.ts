import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { ContactMessageInput } from "#core/schemas/contact-message";
import { deviceLiveCode } from "../../data/device/device-query";
import { type DeviceStore, useStoredState } from "../../data/device/use-stored-state";
import { loadOnce } from "../../data/load-once";
import { newMessageKey } from "../../data/outbox/message-key";
import type { SendOutcome } from "../../data/outbox/outbox";
import { outboxCode } from "../../data/outbox/outbox-code";
import { idleMoment } from "../../data/sync/idle-moment";
import { answerText, checkText, issueText } from "../../i18n/issue-text";
import { t } from "../../i18n/messages";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  draftStore,
  EMPTY_VALUES,
} from "./contact-draft";

/**
 * The form's rules, with the validator under them, in chunks of their own: asked for with the
 * outbox's code once the form is on screen, so building them is not part of the page's start.
 */
const contactRules = loadOnce(() => import("#core/schemas/contact-message"));

/** At most this long after the form is on screen, its code is asked for, idle or not. */
const FORM_CODE_WAIT_MS = 2000;

export type FieldErrors = Partial<Record<ContactField, string>>;
/** "queued" is news, not an error: the message is safe on the device and will go later. */
export type Notice = { kind: "sent" | "queued" | "error"; text: string };

export const SUCCESS_NOTICE_MS = 5000;

const isContactField = (name: string): name is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/** The first message per field, from zod issues or the server's `issues` (same schema, same checks). */
function fieldErrors(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    if (isContactField(path) && !errors[path]) errors[path] = message;
  }
  return errors;
}

const firstInvalid = (errors: FieldErrors): ContactField | null =>
  CONTACT_FIELDS.find((field) => errors[field]) ?? null;

/**
 * The refusal in the page's language, or "Error sending message. Please try again." A server
 * error's own words (or a proxy's page) mean nothing to a visitor, so 5xx always gets that sentence.
 */
function refusedText(outcome: SendOutcome & { kind: "refused" }): string {
  if (outcome.status >= 500 || !outcome.message) return t("contact.form.error");
  return answerText(outcome);
}

/**
 * The key to send a message with: the same one as the last try when the visitor sends the very
 * same message again, so a try the server stored but could not confirm is not stored twice.
 */
function useRetryKey() {
  const last = useRef<{ key: string; body: string } | null>(null);
  return {
    keyFor(payload: ContactMessageInput): string {
      const body = JSON.stringify(payload);
      if (last.current?.body !== body) last.current = { key: newMessageKey(), body };
      return last.current.key;
    },
    settled() {
      last.current = null;
    },
  };
}

/**
 * The contact form's state: the values (kept as a draft while typing), per-field errors, and the
 * outcome of the last send. `submit` resolves to the field that should get focus, if any.
 */
export function useContactForm({
  draft = draftStore,
  pieces,
  initial = EMPTY_VALUES,
}: {
  /** Where the draft is kept: the contact page's own unless another form says. */
  draft?: DeviceStore<ContactValues>;
  /** The pieces the message asks about (a visitor's list); none from the contact page. */
  pieces?: readonly string[];
  /** What a new message starts with: blank on the contact page, a first line for a list. */
  initial?: ContactValues;
} = {}) {
  const [values, setValues] = useStoredState<ContactValues>(draft, initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const retryKey = useRetryKey();

  // Asked for in the first idle moment once the form is on screen, with the live view of the outbox,
  // so opening the device's database is not part of the page's start: a failure here is retried by
  // Send, which reports it, and Send before that moment asks for them itself.
  useEffect(() => {
    void idleMoment(FORM_CODE_WAIT_MS)
      .then(() => Promise.all([outboxCode(), deviceLiveCode(), contactRules()]))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (notice?.kind !== "sent") return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent): Promise<ContactField | null> => {
    event.preventDefault();
    if (sending) return null;
    try {
      const { contactMessageInputSchema } = await contactRules();
      const parsed = contactMessageInputSchema.safeParse(
        pieces && pieces.length > 0 ? { ...values, pieces } : values,
      );
      if (!parsed.success) {
        const found = fieldErrors(
          parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issueText(issue) })),
        );
        setErrors(found);
        setNotice(null);
        return firstInvalid(found);
      }
      setErrors({});
      setNotice(null);
      setSending(true);
      const { sendContactMessage } = await outboxCode();
      const outcome = await sendContactMessage(parsed.data, retryKey.keyFor(parsed.data));
      if (outcome.kind === "refused") {
        // The server did not take it: what the visitor typed stays in the form, with the reason.
        const found = fieldErrors(
          outcome.issues.map(({ path, message, check }) => ({ path, message: checkText(check, message) })),
        );
        setErrors(found);
        setNotice({ kind: "error", text: refusedText(outcome) });
        return firstInvalid(found);
      }
      retryKey.settled();
      setValues(initial);
      setNotice(
        outcome.kind === "sent"
          ? { kind: "sent", text: t("contact.form.sent") }
          : { kind: "queued", text: t("contact.form.queued") },
      );
      return null;
    } catch {
      setNotice({ kind: "error", text: t("contact.form.error") });
      return null;
    } finally {
      setSending(false);
    }
  };

  /** Nothing waits in the outbox any more: the "will be sent" notice is no longer true. */
  const queueEmptied = useCallback(
    () => setNotice((current) => (current?.kind === "queued" ? null : current)),
    [],
  );

  /** Puts a message the server refused back in the form, to be corrected and sent again. */
  const restore = useCallback(
    (payload: ContactMessageInput) => {
      setValues({
        firstName: payload.firstName,
        lastName: payload.lastName,
        phone: payload.phone,
        message: payload.message,
      });
      setErrors({});
      setNotice(null);
    },
    [setValues],
  );

  return { values, errors, sending, notice, change, submit, queueEmptied, restore };
}
