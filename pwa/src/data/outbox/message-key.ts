/**
 * A new Idempotency-Key; a retry of the very same message reuses the one it was first sent with.
 * Apart from the outbox's code, so the contact form names its message before that code is in.
 */
export const newMessageKey = (): string => `msg-${crypto.randomUUID()}`;
