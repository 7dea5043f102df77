import { builtOnce } from "./built-once";

/**
 * The trade's common words in the three ways visitors type them: Bengali, Bengali in Latin letters,
 * and the catalogue's English. Kept in code, small on purpose: a search box needs the words people
 * actually type in a jewellery shop, not a dictionary.
 */
export interface TradeWord {
  /** As Bengali shops write it, everyday loanwords included (নেকলেস, রিং). */
  bengali: readonly string[];
  /** Bengali in Latin letters, with the spellings people commonly use. */
  latin: readonly string[];
  /** The catalogue's English words, singular: matching allows a plural "s". */
  english: readonly string[];
}

export const TRADE_WORDS: readonly TradeWord[] = [
  { bengali: ["বালা"], latin: ["bala", "balaa"], english: ["bangle"] },
  { bengali: ["চুড়ি", "চূড়ি"], latin: ["churi", "chudi", "choori", "churee"], english: ["bangle"] },
  { bengali: ["হার", "নেকলেস"], latin: ["har", "haar"], english: ["necklace"] },
  { bengali: ["সীতাহার", "সিতাহার"], latin: ["sitahar", "sitahaar", "seetahar"], english: ["necklace"] },
  {
    bengali: ["নূপুর", "নুপুর", "পায়েল"],
    latin: ["nupur", "nupoor", "noopur", "payel", "payal"],
    english: ["anklet"],
  },
  { bengali: ["আংটি", "আঙটি", "রিং"], latin: ["angti", "angtee", "aangti"], english: ["ring"] },
  {
    bengali: ["দুল", "কানের দুল", "ইয়ারিং", "ইয়াররিং"],
    latin: ["dul", "kaner dul", "kanerdul"],
    english: ["earring"],
  },
  { bengali: ["ঝুমকা", "ঝুমকো"], latin: ["jhumka", "jhumko", "jhumki"], english: ["earring"] },
  { bengali: ["কানবালা"], latin: ["kanbala", "kaanbala"], english: ["earring"] },
  { bengali: ["চেইন", "চেন"], latin: ["chain"], english: ["chain"] },
  { bengali: ["লকেট", "পেনডেন্ট", "পেন্ডেন্ট"], latin: ["locket", "loket"], english: ["locket", "pendant"] },
  { bengali: ["ব্রেসলেট"], latin: ["breslet"], english: ["bracelet"] },
  { bengali: ["মানতাসা", "মানতাশা"], latin: ["mantasa", "mantasha"], english: ["bracelet"] },
  { bengali: ["টিকলি", "টিকলী"], latin: ["tikli", "tikoli", "teekli"], english: ["tikka"] },
  {
    bengali: ["নাকফুল", "নথ"],
    latin: ["nakful", "nakphul", "noth", "nath"],
    english: ["nose pin", "nose ring"],
  },
  { bengali: ["মুক্তা", "মুক্তো"], latin: ["mukta", "mukto"], english: ["pearl"] },
  {
    bengali: ["সোনা", "স্বর্ণ", "গোল্ড"],
    latin: ["sona", "shona", "swarna", "sorno", "swarno"],
    english: ["gold"],
  },
  { bengali: ["রুপা", "রূপা", "রুপো", "সিলভার"], latin: ["rupa", "roopa", "rupo"], english: ["silver"] },
  {
    bengali: ["হীরা", "হিরা", "হীরে", "হিরে", "ডায়মন্ড"],
    latin: ["hira", "heera"],
    english: ["diamond"],
  },
  { bengali: ["প্লাটিনাম", "প্ল্যাটিনাম"], latin: ["platinum"], english: ["platinum"] },
];

/**
 * Bengali has composed and decomposed spellings of the same letter (ড় as one code point or as ড and
 * a nukta) and keyboards scatter invisible joiners through conjuncts; neither should decide a match.
 * Joiners go first so they cannot block NFC from composing the letters around them. Lower-casing
 * ignores the device's locale so a Turkish phone lower-cases "I" as everyone else does.
 */
export const normaliseSearchText = (text: string): string =>
  text
    .replace(/[\u200c\u200d]/g, "")
    .normalize("NFC")
    .toLowerCase();

/**
 * Every spelling of a word mapped to every spelling of what it means. Spellings that mean the same
 * share one list, so what a search finds for a meaning is found once for all of them.
 */
function buildAlternatives(): ReadonlyMap<string, readonly string[]> {
  const found = new Map<string, Set<string>>();
  for (const word of TRADE_WORDS) {
    const spellings = [...word.bengali, ...word.latin, ...word.english].map(normaliseSearchText);
    for (const spelling of spellings) {
      const alternatives = found.get(spelling) ?? new Set<string>();
      for (const alternative of spellings) alternatives.add(alternative);
      found.set(spelling, alternatives);
    }
  }
  const shared = new Map<string, readonly string[]>();
  return new Map(
    [...found].map(([spelling, alternatives]) => {
      const list = [...alternatives].sort();
      const key = list.join("\n");
      if (!shared.has(key)) shared.set(key, list);
      return [spelling, shared.get(key) ?? list];
    }),
  );
}

/**
 * Endings a query word may carry past a known word: Bengali case and number endings (সোনার, চুড়িগুলো,
 * হারের), and in Latin letters the same genitive (sonar) and an English plural (bangles, rings).
 */
const ENDINGS = ["গুলো", "গুলি", "টি", "টা", "ের", "এর", "র", "er", "r", "s"];

interface TradeWords {
  alternatives: ReadonlyMap<string, readonly string[]>;
  longestPhrase: number;
  endings: readonly string[];
}

/**
 * The trade's words as searches read them, built on the first search rather than as every page
 * starts: normalising them is the page's first use of Unicode normalisation, which a phone pays for.
 */
const words = builtOnce((): TradeWords => {
  const alternatives = buildAlternatives();
  return {
    alternatives,
    longestPhrase: Math.max(...[...alternatives.keys()].map((spelling) => spelling.split(" ").length)),
    endings: ENDINGS.map(normaliseSearchText),
  };
});

/** Each meaning of the trade's words once: the lists of spellings `searchWords` gives as alternatives. */
export const tradeMeanings = (): readonly (readonly string[])[] => [
  ...new Set(words().alternatives.values()),
];

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/** Whether a character is a letter, a mark or a digit, in any script: what words are made of. */
export const isWordCharacter = (character: string | undefined): boolean =>
  character !== undefined && WORD_CHARACTER.test(character);

/**
 * The word without the punctuation around it ("rings," is "rings"). Read a character at a time: the
 * regular expression it replaced (a negated class of every script's letters) took a slow phone
 * 10–35 ms to compile, on the visitor's first keystroke.
 */
function withoutEdgePunctuation(word: string): string {
  const characters = [...word];
  const first = characters.findIndex(isWordCharacter);
  if (first === -1) return "";
  return characters.slice(first, characters.findLastIndex(isWordCharacter) + 1).join("");
}

function alternativesOf(key: string): readonly string[] {
  const { alternatives, endings } = words();
  const exact = alternatives.get(key);
  if (exact) return exact;
  for (const ending of endings) {
    if (!key.endsWith(ending) || key.length - ending.length < 2) continue;
    const stem = alternatives.get(key.slice(0, -ending.length));
    if (stem) return stem;
  }
  return [];
}

export interface SearchWord {
  /** The word as typed, normalised: found anywhere in a text, as the spec's plain search is. */
  typed: string;
  /** Every spelling of what the word means (itself included when it is a known word); none when unknown. */
  alternatives: readonly string[];
}

/**
 * The query's words, each with its alternatives. Words are split on spaces; a known phrase of several
 * words (কানের দুল) stays one word so that it keeps its meaning.
 */
export function searchWords(query: string): SearchWord[] {
  const typed = normaliseSearchText(query).split(/\s+/).filter(Boolean);
  const keys = typed.map(withoutEdgePunctuation);
  const words: SearchWord[] = [];
  for (let start = 0; start < typed.length; ) {
    const length = phraseLengthAt(keys, start);
    const key = keys.slice(start, start + length).join(" ");
    words.push({ typed: typed.slice(start, start + length).join(" "), alternatives: alternativesOf(key) });
    start += length;
  }
  return words;
}

function phraseLengthAt(keys: readonly string[], start: number): number {
  const { alternatives, longestPhrase } = words();
  for (let length = Math.min(longestPhrase, keys.length - start); length > 1; length--) {
    if (alternatives.has(keys.slice(start, start + length).join(" "))) return length;
  }
  return 1;
}

/** The query itself, normalised, and every spelling any of its words maps to; empty for a blank query. */
export function searchAlternatives(query: string): string[] {
  const whole = normaliseSearchText(query).trim();
  if (whole === "") return [];
  return [...new Set([whole, ...searchWords(query).flatMap((word) => word.alternatives)])];
}
