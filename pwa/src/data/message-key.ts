/** A new Idempotency-Key; a retry of the very same message reuses the one it was first sent with. */
export const newMessageKey = (): string => `msg-${crypto.randomUUID()}`;
