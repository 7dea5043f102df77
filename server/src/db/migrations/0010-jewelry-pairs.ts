// The pieces the owner shows beside each item ("Pairs with"), as a JSON list of ids like its extra
// images: a handful at most, always read and written with the item. None for items from before.
export default /* sql */ `
ALTER TABLE jewelry ADD COLUMN pairs_with TEXT NOT NULL DEFAULT '[]';
`;
