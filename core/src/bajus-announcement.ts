/**
 * The day's board as BAJUS (Bangladesh Jewellers Association) announces it: Bengali prose with
 * per-vori prices, pasted whole by the owner. The reading is forgiving about how the text is
 * written (Bengali or Latin digits, commas, "২ লাখ ৬ হাজার", line breaks anywhere) and strict
 * about what it means: a price whose metal or grade the text does not make plain fails the whole
 * reading, so nothing is ever filled from a guess.
 */
import { normalizeDigits } from "./number-input";
import { RATE_GRADES, RATE_METALS, type RateGrade, type RateMetal } from "./rate-terms";
import type { RateBoardFigures } from "./schemas/gold-rates";

export interface RateSlot {
  metal: RateMetal;
  grade: RateGrade;
}

export type BajusFailure =
  /** No grade in the text is followed by a price in taka. */
  | { code: "no-prices" }
  /** The prices found leave these slots of the board empty. */
  | { code: "missing"; missing: RateSlot[] }
  /** A grade's price is given, but not whether it is gold's or silver's. */
  | { code: "unknown-metal"; grade: RateGrade; perVori: number }
  /** A price comes before any grade in its sentence, so it belongs to none. */
  | { code: "unknown-grade"; perVori: number }
  /** One grade is given different prices (metal null when the text does not name it either). */
  | { code: "ambiguous"; metal: RateMetal | null; grade: RateGrade; perVori: number[] };

export type BajusReading =
  | {
      ok: true;
      /** Taka per vori, as announced. */
      perVori: RateBoardFigures;
      /** Whole taka per gram, as the board is entered. */
      perGram: RateBoardFigures;
      /** The day the board takes effect ("2026-11-24"), when the text names one with its year. */
      effectiveDate: string | null;
    }
  | { ok: false; failure: BajusFailure };

/** A vori is 11.664 g exactly; in milligrams the division stays between whole numbers. */
const MILLIGRAMS_PER_VORI = 11_664;

/** The inverse of `pricePerVori`: whole taka per gram, rounded to the nearest taka. */
export const pricePerGramOfVori = (perVori: number): number =>
  Math.round((perVori * 1000) / MILLIGRAMS_PER_VORI);

/**
 * Bengali has two spellings of several letters (ড় as one code point or as ড plus a nukta); text
 * and patterns are both brought to NFC so either spelling matches.
 */
const pattern = (source: string, flags = "gu") => new RegExp(source.normalize("NFC"), flags);

/** Zero-width joiners and soft hyphens, which keyboards and web pages leave inside Bengali words. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** A sentence ends at a danda, a full stop that is no decimal point, ! or ?, or a blank line. */
const SENTENCE_END = /[।॥!?]|\.(?!\d)|\n[^\S\n]*\n/g;

const GRADE = pattern(String.raw`(?<![\d.,])(22|21|18)\s*-?\s*(?:ক্যারেট|[KkCc]arat|[Kk](?![A-Za-z]))|(সনাতন)`);
const GRADE_OF_KARAT: Record<string, RateGrade> = { "22": "22K", "21": "21K", "18": "18K" };

const METAL_WORD = pattern("(স্বর্ণ|সোনা)|(রুপা|রূপা|রৌপ্য)");
/** "স্বর্ণ ও রুপার", "সোনা-রুপা": one mention of both metals, which says nothing of either. */
const BOTH_METALS_JOIN = pattern(String.raw`^(?:ে?র)?[\s,/&-]*(?:ও|এবং|আর)?[\s,/&-]*$`, "u");

/**
 * A sum of taka: "২,০৬,২৭৬ টাকা", "৳206276", "২ লাখ ৬ হাজার ২৭৬ টাকা". Groups: sign, lakhs,
 * thousands, the rest, the word টাকা; a match with no figure or no mark of money is no price.
 */
const AMOUNT = pattern(
  String.raw`(৳\s*)?(?<![\d.,])(?:(\d+)\s*লাখ\s*)?(?:(\d+)\s*হাজার\s*)?(\d(?:[\d,]*\d)?)?(?!\d|\.\d)(\s*টাকা)?`,
);
/** "১,৫৭৫ টাকা বাড়িয়ে": the sum a price moved by, not a price. */
const CHANGE_AFTER = pattern(String.raw`^\s*(?:করে\s*)?(?:বাড়িয়ে|বাড়ানো|বেড়ে|কমিয়ে|কমানো|কমে|বৃদ্ধি|হ্রাস)`, "u");

interface Found {
  index: number;
  end: number;
}
interface GradeMark extends Found {
  grade: RateGrade;
}
interface MetalMention extends Found {
  /** null when the mention names both metals at once. */
  metal: RateMetal | null;
}
interface Amount extends Found {
  perVori: number;
}

const normalize = (text: string): string => normalizeDigits(text.normalize("NFC").replace(INVISIBLE, ""));

function gradeMarks(text: string): GradeMark[] {
  return [...text.matchAll(GRADE)].map((match) => ({
    index: match.index,
    end: match.index + match[0].length,
    grade: match[2] ? "Traditional" : (GRADE_OF_KARAT[match[1] ?? ""] ?? "22K"),
  }));
}

function metalMentions(text: string): MetalMention[] {
  const mentions: MetalMention[] = [];
  for (const match of text.matchAll(METAL_WORD)) {
    const mention = {
      index: match.index,
      end: match.index + match[0].length,
      metal: match[1] ? ("gold" as const) : ("silver" as const),
    };
    const last = mentions.at(-1);
    if (
      last?.metal &&
      last.metal !== mention.metal &&
      BOTH_METALS_JOIN.test(text.slice(last.end, mention.index))
    ) {
      mentions[mentions.length - 1] = { index: last.index, end: mention.end, metal: null };
    } else {
      mentions.push(mention);
    }
  }
  return mentions;
}

/** The prices in the text; sums a price moved by are left out. */
function amounts(text: string): Amount[] {
  const found: Amount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, sign, lakhs, thousands, rest, taka] = match;
    const hasFigure = lakhs !== undefined || thousands !== undefined || rest !== undefined;
    if (!hasFigure || (sign === undefined && taka === undefined)) continue;
    const end = match.index + whole.length;
    if (CHANGE_AFTER.test(text.slice(end))) continue;
    const perVori =
      Number(lakhs ?? 0) * 100_000 +
      Number(thousands ?? 0) * 1000 +
      Number((rest ?? "0").replaceAll(",", ""));
    found.push({ index: match.index, end, perVori });
  }
  return found;
}

const sentenceEnds = (text: string): number[] => [...text.matchAll(SENTENCE_END)].map((match) => match.index);
const firstAfter = (positions: readonly number[], from: number, otherwise: number): number =>
  positions.find((position) => position >= from) ?? otherwise;

interface Entry {
  mark: GradeMark;
  prices: Amount[];
}

/**
 * Each grade with the prices that follow it up to the next grade or the end of its sentence, and
 * the prices that come before any grade in a sentence that has one (they belong to no grade).
 */
function entriesOf(text: string): { entries: Entry[]; strays: Amount[] } {
  const marks = gradeMarks(text);
  const ends = sentenceEnds(text);
  const prices = amounts(text);
  const entries = marks.map((mark, index) => {
    const stop = Math.min(marks[index + 1]?.index ?? text.length, firstAfter(ends, mark.end, text.length));
    return { mark, prices: prices.filter((price) => price.index >= mark.end && price.index < stop) };
  });
  const claimed = new Set(entries.flatMap((entry) => entry.prices));
  const strays = prices.filter((price) => {
    if (claimed.has(price)) return false;
    const nextMark = marks.find((mark) => mark.index > price.index);
    return nextMark !== undefined && nextMark.index < firstAfter(ends, price.end, text.length);
  });
  return { entries: entries.filter((entry) => entry.prices.length > 0), strays };
}

/**
 * Whose price an entry gives: the metal named between its grade and its price; else the nearest
 * metal named before its grade since the last price; else the metal of the price before it.
 */
function metalsOf(entries: readonly Entry[], mentions: readonly MetalMention[]): (RateMetal | null)[] {
  const metals: (RateMetal | null)[] = [];
  let sectionStart = 0;
  let previous: RateMetal | null = null;
  for (const { mark, prices } of entries) {
    const priceEnd = prices.at(-1)?.end ?? mark.end;
    const inner = mentions.filter((mention) => mention.index >= mark.index && mention.index < priceEnd);
    const before = mentions.filter((mention) => mention.index >= sectionStart && mention.index < mark.index);
    let metal: RateMetal | null;
    if (inner.length > 0) {
      const named = new Set(inner.map((mention) => mention.metal));
      metal = named.size === 1 ? (inner[0]?.metal ?? null) : null;
    } else {
      metal = before.length > 0 ? (before.at(-1)?.metal ?? null) : previous;
    }
    metals.push(metal);
    previous = metal;
    sectionStart = priceEnd;
  }
  return metals;
}

/** The prices read so far: a slot is absent until the text gives it. */
type FoundPrices = Partial<Record<RateMetal, Partial<Record<RateGrade, number>>>>;

function readPrices(text: string): { ok: true; perVori: FoundPrices } | { ok: false; failure: BajusFailure } {
  const { entries, strays } = entriesOf(text);
  const metals = metalsOf(entries, metalMentions(text));
  const perVori: FoundPrices = {};
  const failures: { at: number; failure: BajusFailure }[] = strays.map((stray) => ({
    at: stray.index,
    failure: { code: "unknown-grade", perVori: stray.perVori },
  }));
  entries.forEach(({ mark, prices }, index) => {
    const metal = metals[index] ?? null;
    const { grade } = mark;
    const figures = [...new Set(prices.map((price) => price.perVori))];
    const earlier = metal ? perVori[metal]?.[grade] : undefined;
    if (earlier !== undefined && !figures.includes(earlier)) figures.unshift(earlier);
    const [figure = 0] = figures;
    if (figures.length > 1) {
      failures.push({ at: mark.index, failure: { code: "ambiguous", metal, grade, perVori: figures } });
    } else if (metal === null) {
      failures.push({ at: mark.index, failure: { code: "unknown-metal", grade, perVori: figure } });
    } else {
      perVori[metal] = { ...perVori[metal], [grade]: figure };
    }
  });
  const first = failures.sort((a, b) => a.at - b.at)[0];
  return first ? { ok: false, failure: first.failure } : { ok: true, perVori };
}

const MONTHS: readonly (readonly string[])[] = [
  ["জানুয়ারি", "জানুয়ারী", "january", "jan"],
  ["ফেব্রুয়ারি", "ফেব্রুয়ারী", "february", "feb"],
  ["মার্চ", "march", "mar"],
  ["এপ্রিল", "april", "apr"],
  ["মে", "may"],
  ["জুন", "june", "jun"],
  ["জুলাই", "july", "jul"],
  ["আগস্ট", "আগষ্ট", "august", "aug"],
  ["সেপ্টেম্বর", "september", "sept", "sep"],
  ["অক্টোবর", "october", "oct"],
  ["নভেম্বর", "november", "nov"],
  ["ডিসেম্বর", "december", "dec"],
].map((names) => names.map((name) => name.normalize("NFC")));

const monthOf = (name: string): number =>
  MONTHS.findIndex((names) => names.includes(name.toLowerCase().normalize("NFC"))) + 1;

/** "২৪ নভেম্বর ২০২৬", "২৪শে নভেম্বর, ২০২৬", "24 Nov 2026", "২৪/১১/২০২৬" (day first, as Bangladesh writes it). */
const DATE = pattern(
  String.raw`(?<![\d.])(\d{1,2})(?:লা|রা|ঠা|ই|শে|শ|এ)?\s*(${MONTHS.flat()
    .sort((a, b) => b.length - a.length)
    .join("|")})(?![\p{L}\p{M}])[\s,]*(\d{4})(?!\d)|(?<![\d.])(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?!\d)`,
  "giu",
);

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}

/**
 * The day the board takes effect: the one full date in the text, or, when it names several (a
 * board it replaces), the one date in a sentence that says কার্যকর (effective). Null otherwise.
 */
function effectiveDateOf(text: string): string | null {
  const ends = sentenceEnds(text);
  const dates = [...text.matchAll(DATE)].flatMap((match) => {
    const [, day, month, year, numericDay, numericMonth, numericYear] = match;
    const iso = day
      ? isoDate(Number(year), monthOf(month ?? ""), Number(day))
      : isoDate(Number(numericYear), Number(numericMonth), Number(numericDay));
    if (!iso) return [];
    const start = ends.filter((end) => end < match.index).at(-1) ?? 0;
    const sentence = text.slice(start, firstAfter(ends, match.index, text.length));
    return [{ iso, effective: sentence.includes("কার্যকর".normalize("NFC")) }];
  });
  const one = (list: { iso: string }[]) => {
    const distinct = new Set(list.map((date) => date.iso));
    return distinct.size === 1 ? ([...distinct][0] ?? null) : null;
  };
  return one(dates) ?? one(dates.filter((date) => date.effective));
}

/** The eight prices of a BAJUS announcement, per vori as announced and per gram for the board. */
export function readBajusAnnouncement(announcement: string): BajusReading {
  const text = normalize(announcement);
  const read = readPrices(text);
  if (!read.ok) return read;
  const missing = RATE_METALS.flatMap((metal) =>
    RATE_GRADES.filter((grade) => read.perVori[metal]?.[grade] === undefined).map((grade) => ({
      metal,
      grade,
    })),
  );
  if (missing.length === RATE_METALS.length * RATE_GRADES.length) {
    return { ok: false, failure: { code: "no-prices" } };
  }
  if (missing.length > 0) return { ok: false, failure: { code: "missing", missing } };

  const perVori = { gold: {}, silver: {} } as RateBoardFigures;
  const perGram = { gold: {}, silver: {} } as RateBoardFigures;
  for (const metal of RATE_METALS) {
    for (const grade of RATE_GRADES) {
      const figure = read.perVori[metal]?.[grade] ?? 0;
      perVori[metal][grade] = figure;
      perGram[metal][grade] = pricePerGramOfVori(figure);
    }
  }
  return { ok: true, perVori, perGram, effectiveDate: effectiveDateOf(text) };
}
