// Each item's Bengali name and description (ADR 021). Blank means "not written": the Bengali pages
// show the English text, so items from before read as they did.
export default /* sql */ `
ALTER TABLE jewelry ADD COLUMN name_bn TEXT NOT NULL DEFAULT '';
ALTER TABLE jewelry ADD COLUMN description_bn TEXT NOT NULL DEFAULT '';
`;
