import { z } from "zod";
import { MAX_ENQUIRY_PIECES } from "../enquiry-limits";
import { checkRule } from "../failed-check";
import { normalizeDigits } from "../number-input";
import { parsePhoneNumber } from "../phone-numbers";
import { pieceIdsSchema } from "./piece-ids";
import { isoTimestamp, requiredLine, requiredText } from "./text";

export const MESSAGE_STATUSES = ["unread", "read", "replied"] as const;

export const PHONE_INVALID = "Please enter a valid phone number";

/**
 * Read the way the shop's own links are ("01711-234567", "+880 1711 234567", "(02) 9123456",
 * "০১৭১১ ২৩৪৫৬৭", a foreign number with its + code): a number the owner could not call back means a
 * visitor waiting for a call that never comes, so it is refused while they can still correct it.
 */
export const contactMessageInputSchema = z.object({
  firstName: requiredLine("First name", 100),
  lastName: requiredLine("Last name", 100),
  phone: requiredLine("Phone number", 30)
    .refine((value) => value.length === 0 || parsePhoneNumber(value) !== null, {
      message: PHONE_INVALID,
      params: checkRule("phone"),
    })
    // Kept as written but with ASCII digits, so the owner's "call back" link dials it like any other.
    .transform(normalizeDigits),
  message: requiredText("Message", 5000),
  /** The pieces a visitor's list asks about, by id, in their order; a message from the contact page has none. */
  pieces: pieceIdsSchema(
    "Pieces",
    MAX_ENQUIRY_PIECES,
    `A message can ask about at most ${MAX_ENQUIRY_PIECES} pieces`,
  )
    .min(1, "Pieces, when sent, must name at least one piece")
    .optional(),
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

export const deviceKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "X-Device-Key must be 8 to 100 letters, digits, - or _");

export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
export type MessageStatus = z.infer<typeof messageStatusSchema>;
