// A replayed Idempotency-Key is honoured only for the same message: the hash of what was first sent
// under it tells a retry from a different message. Rows from before stay NULL (no hash to compare).
export default /* sql */ `
ALTER TABLE contact_messages ADD COLUMN body_hash TEXT;
`;
