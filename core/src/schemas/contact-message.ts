import { z } from "zod";
import { isoTimestamp, requiredText } from "./text";

export const MESSAGE_STATUSES = ["unread", "read", "replied"] as const;

export const PHONE_INVALID = "Please enter a valid phone number";

// Bengali digits (০-৯) count as digits: phones offer them as a keyboard layout.
const PHONE_CHARACTERS = /^\+?[0-9০-৯ ().-]+$/;
const PHONE_DIGITS = /[0-9০-৯]/g;

/**
 * Any way people write a number in Bangladesh ("01711-234567", "+880 1711 234567", "(02) 9123456",
 * "০১৭১১ ২৩৪৫৬৭"): digits with spaces, dashes, dots or brackets, 6 to 15 digits in all (E.164's
 * longest). It catches only what can never be called back, such as a name typed in the wrong box.
 */
export const isCallablePhone = (value: string): boolean => {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.match(PHONE_DIGITS)?.length ?? 0;
  return digits >= 6 && digits <= 15;
};

const BENGALI_ZERO = 0x09e6;
/** Stored with ASCII digits, so the owner's "call back" link dials it like any other number. */
const asciiDigits = (value: string): string =>
  value.replace(/[০-৯]/g, (digit) => String((digit.codePointAt(0) ?? BENGALI_ZERO) - BENGALI_ZERO));

export const contactMessageInputSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  phone: requiredText("Phone number", 30)
    .refine((value) => value.length === 0 || isCallablePhone(value), PHONE_INVALID)
    .transform(asciiDigits),
  message: requiredText("Message", 5000),
});

export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

export const contactMessageSchema = contactMessageInputSchema.extend({
  _id: z.string(),
  status: messageStatusSchema,
  createdAt: isoTimestamp,
});

/**
 * What a visitor gets back for a message: proof that the shop has it, and nothing of what it says,
 * so an answer (a first one or a replay of its Idempotency-Key) never hands anyone a name or number.
 */
export const contactMessageReceiptSchema = contactMessageSchema.pick({
  _id: true,
  status: true,
  createdAt: true,
});

/** A client-made key that makes re-sending the same message harmless (the offline outbox retries). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "Idempotency-Key must be 8 to 100 letters, digits, - or _");

export const IDEMPOTENCY_KEY_REUSED =
  "This Idempotency-Key was already used for a different message. Send a new message with a new key.";

/**
 * A random id the PWA keeps per device and sends with every message, so that the per-sender limit
 * tells apart phones that share one public address (mobile carriers put many behind one).
 */
export const DEVICE_KEY_HEADER = "x-device-key";

export const deviceKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "X-Device-Key must be 8 to 100 letters, digits, - or _");

export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
export type MessageStatus = z.infer<typeof messageStatusSchema>;
