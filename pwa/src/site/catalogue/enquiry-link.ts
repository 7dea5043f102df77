import { itemPath } from "#core/public-pages";

/** The address of an item's page, without any query the visitor happened to arrive with. */
export const itemPageUrl = (origin: string, id: string): string => `${origin}${itemPath(id)}`;
