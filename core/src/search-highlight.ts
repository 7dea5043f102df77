/** A run of a text, marked when it is a spelling the search found. */
export interface TextPart {
  text: string;
  marked: boolean;
}

const escapeForPattern = (spelling: string) => spelling.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` cut into runs, each occurrence of one of `spellings` (normalised, as the search gives them,
 * longest first so the longest wins) marked, whatever its case. No spellings: the text, unmarked.
 */
export function highlightParts(text: string, spellings: readonly string[]): TextPart[] {
  const wanted = spellings.filter(Boolean);
  if (wanted.length === 0 || text === "") return [{ text, marked: false }];
  const pattern = new RegExp(`(${wanted.map(escapeForPattern).join("|")})`, "giu");
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
