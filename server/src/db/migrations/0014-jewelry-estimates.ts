// Whether a piece's page shows today's estimated price ('shop': as the shop has it), its own making
// charge as JSON ({"kind":"percent"|"perGram","value":…}; NULL: the shop's minimum) and its stones'
// value in taka (NULL: none). Items from before follow the shop, which starts with estimates off.
export default /* sql */ `
ALTER TABLE jewelry ADD COLUMN estimate TEXT NOT NULL DEFAULT 'shop';
ALTER TABLE jewelry ADD COLUMN making_charge TEXT;
ALTER TABLE jewelry ADD COLUMN stone_value INTEGER;
`;
