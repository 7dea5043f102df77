import { formatDhakaTime } from "#core/format/dhaka-time";
import { formatTaka } from "#core/format/taka";
import type { Language } from "#core/language";
import { PAGE_NAMES } from "#core/page-names";
import type { RateGrade, RateMetal } from "#core/rate-terms";

/** The card's words in each language, as the rates page writes them. */
interface CardWords {
  title: string;
  metals: Record<RateMetal, string>;
  grades: Record<RateGrade, string>;
  perVori: string;
  effective: (time: string) => string;
}

const WORDS: Record<Language, CardWords> = {
  en: {
    title: PAGE_NAMES.en.goldRates,
    metals: { gold: "Gold", silver: "Silver" },
    grades: { "22K": "22 Karat", "21K": "21 Karat", "18K": "18 Karat", Traditional: "Traditional" },
    perVori: "per vori (11.664 g)",
    effective: (time) => `In effect from ${time} (Dhaka\u00a0time)`,
  },
  bn: {
    title: PAGE_NAMES.bn.goldRates,
    metals: { gold: "স্বর্ণ", silver: "রুপা" },
    grades: { "22K": "২২ ক্যারেট", "21K": "২১ ক্যারেট", "18K": "১৮ ক্যারেট", Traditional: "সনাতন" },
    perVori: "প্রতি ভরি (১১.৬৬৪ গ্রাম)",
    effective: (time) => `${time} থেকে কার্যকর (ঢাকার\u00a0সময়)`,
  },
};

export const cardWords = (language: Language): CardWords => WORDS[language];

/** The time kept whole on one line: "10:15" over "AM" reads badly on a narrow panel. */
export const cardEffectiveLine = (effectiveAt: string, language: Language): string =>
  WORDS[language].effective(formatDhakaTime(effectiveAt, language).replace(/ /g, "\u00a0"));

export const cardPrice = (perVori: number, language: Language): string => formatTaka(perVori, language);
