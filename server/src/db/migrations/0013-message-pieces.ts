// The pieces a visitor's list asks about, by id, in their order: '[]' for a message from the contact
// page. Ids, not copies: the owner sees each piece as the catalogue has it, or that it is gone.
export default /* sql */ `
ALTER TABLE contact_messages ADD COLUMN pieces TEXT NOT NULL DEFAULT '[]';
`;
