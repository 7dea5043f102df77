/** A run of a text, marked when it is a spelling the search found. */
export interface TextPart {
  text: string;
  marked: boolean;
}

const escapeForPattern = (spelling: string) => spelling.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A search's spellings as one pattern, per list: every card of a page is marked with the same list,
 * so it is put together once a keystroke, not twice a card (a search's list is made anew, never
 * changed). Null when nothing is to be marked.
 */
const patterns = new WeakMap<readonly string[], RegExp | null>();
function patternOf(spellings: readonly string[]): RegExp | null {
  let pattern = patterns.get(spellings);
  if (pattern === undefined) {
    const wanted = spellings.filter(Boolean);
    pattern = wanted.length === 0 ? null : new RegExp(`(${wanted.map(escapeForPattern).join("|")})`, "giu");
    patterns.set(spellings, pattern);
  }
  return pattern;
}

/**
 * `text` cut into runs, each occurrence of one of `spellings` (normalised, as the search gives them,
 * longest first so the longest wins) marked, whatever its case. No spellings: the text, unmarked.
 */
export function highlightParts(text: string, spellings: readonly string[]): TextPart[] {
  const pattern = patternOf(spellings);
  if (pattern === null || text === "") return [{ text, marked: false }];
  const parts: TextPart[] = [];
  // With one capturing group, split gives the runs between matches at even places and the matches at odd.
  text
    .normalize("NFC")
    .split(pattern)
    .forEach((run, at) => {
      if (run !== "") parts.push({ text: run, marked: at % 2 === 1 });
    });
  return parts;
}
