/**
 * "<" alone would do inside a script element ("</script" ends it, "<!--" bends how it is read); ">"
 * and "&" go too so the text stays inert wherever it is copied into HTML, and U+2028 and U+2029 end a
 * string in JavaScript parsers older than ES2019. As JSON escapes they still read as the same text.
 */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** `value` as JSON that stays data inside a script element; JSON.parse reads it back unchanged. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(
    SCRIPT_UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
