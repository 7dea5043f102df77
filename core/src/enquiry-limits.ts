/**
 * The most pieces one enquiry names: a visitor's list sent to the shop, or shared as a link. More is
 * a catalogue, not an enquiry, and a link this long still fits any messenger. Kept apart from the
 * schemas so the public pages read it without loading zod.
 */
export const MAX_ENQUIRY_PIECES = 40;
