import { MAX_ENQUIRY_PIECES } from "#core/enquiry-limits";
import { PUBLIC_PAGES } from "#core/public-pages";

/** The query parameter of a shared list: the pieces' ids, in order, joined by dots. */
export const SHARED_PARAM = "pieces";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The address that opens this list, read-only, on another phone. */
export const sharedListUrl = (origin: string, ids: readonly string[]): string =>
  `${origin}${PUBLIC_PAGES.myList}?${SHARED_PARAM}=${ids.slice(0, MAX_ENQUIRY_PIECES).join(".")}`;

/** The pieces a shared link names, each once, in its order; null when the address shares none. */
export function sharedIds(search: URLSearchParams): string[] | null {
  const value = search.get(SHARED_PARAM);
  if (value === null) return null;
  const ids = value.split(".").filter((id) => ID.test(id));
  return [...new Set(ids)].slice(0, MAX_ENQUIRY_PIECES);
}
