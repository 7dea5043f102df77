import { z } from "zod";
import { isoTimestamp, requiredText } from "./text";

export const MESSAGE_STATUSES = ["unread", "read", "replied"] as const;

// Digits with the separators people type in Bangladesh: "+880 1711-234567", "(02) 9123456".
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,22}[0-9]$/;

export const contactMessageInputSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  phone: requiredText("Phone number", 30).refine(
    (value) => value.length === 0 || PHONE_PATTERN.test(value),
    "Please enter a valid phone number",
  ),
  message: requiredText("Message", 5000),
});

export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

export const contactMessageSchema = contactMessageInputSchema.extend({
  _id: z.string(),
  status: messageStatusSchema,
  createdAt: isoTimestamp,
});

/** A client-made key that makes re-sending the same message harmless (the offline outbox retries). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "Idempotency-Key must be 8 to 100 letters, digits, - or _");

export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type MessageStatus = z.infer<typeof messageStatusSchema>;
