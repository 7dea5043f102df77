// The owner's order of the featured pieces on the home page: 1 first; none for a piece featured
// since, which follows the ordered ones, newest first.
export default /* sql */ `
ALTER TABLE jewelry ADD COLUMN featured_position INTEGER;
`;
