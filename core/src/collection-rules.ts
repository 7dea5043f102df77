/**
 * What a collection is held to, apart from its schema (schemas/collection.ts): the public site reads
 * these without downloading zod.
 */
export const MAX_COLLECTION_PIECES = 60;
export const MAX_SLUG_LENGTH = 60;
/** Lowercase letters and digits in words joined by single hyphens: `bridal-sets`, `gifts-under-50k`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether visitors see a collection: one without pieces has no page, no card and no sitemap entry. */
export const isShown = (collection: { pieceIds: readonly string[] }): boolean =>
  collection.pieceIds.length > 0;

/** The address a name suggests: its Latin letters and digits in lowercase, words joined by hyphens. */
export const slugFromName = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
