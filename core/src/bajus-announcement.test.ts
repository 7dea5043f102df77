import { describe, expect, it } from "vitest";
import { type BajusFailure, pricePerGramOfVori, readBajusAnnouncement } from "./bajus-announcement";
import { pricePerVori } from "./rates";

/** The shape BAJUS posts on its page: one line a grade, silver in one sentence. */
const BOARD_POST = `বাংলাদেশ জুয়েলার্স সমিতি (বাজুস)
স্বর্ণ ও রুপার নতুন দাম নির্ধারণ
আগামীকাল ২৪ নভেম্বর ২০২৬ থেকে সারাদেশে নতুন দাম কার্যকর হবে।
২২ ক্যারেটের প্রতি ভরি স্বর্ণের দাম ২,০৬,২৭৬ টাকা
২১ ক্যারেটের প্রতি ভরি ১,৯৬,৮৯০ টাকা
১৮ ক্যারেটের প্রতি ভরি ১,৬৮,৭৭৪ টাকা
সনাতন পদ্ধতির প্রতি ভরি স্বর্ণের দাম ১,৪০,২৯৪ টাকা
রুপার দাম: ২২ ক্যারেটের প্রতি ভরি ৩,৬৭৪ টাকা, ২১ ক্যারেটের প্রতি ভরি ৩,৫০০ টাকা,
১৮ ক্যারেটের প্রতি ভরি ৩,০০৪ টাকা এবং সনাতন পদ্ধতির প্রতি ভরি রুপা ২,২৬৭ টাকা।`;

const BOARD_POST_PRICES = {
  perVori: {
    gold: { "22K": 206_276, "21K": 196_890, "18K": 168_774, Traditional: 140_294 },
    silver: { "22K": 3674, "21K": 3500, "18K": 3004, Traditional: 2267 },
  },
  perGram: {
    gold: { "22K": 17_685, "21K": 16_880, "18K": 14_470, Traditional: 12_028 },
    silver: { "22K": 315, "21K": 300, "18K": 258, Traditional: 194 },
  },
};

/**
 * The press release as the papers print it: sums in lakh and thousand words, the change before
 * the new price, 22K stated twice, the vori's grams, "প্রতি ভরি" before the grade, a date without
 * its year, and silver in a paragraph of its own after it says gold's price rose.
 */
const PRESS_RELEASE = `দেশের বাজারে আবারও স্বর্ণের দাম বাড়ানো হয়েছে। সবচেয়ে ভালো মানের বা ২২ ক্যারেটের প্রতি ভরি (১১.৬৬৪ গ্রাম) স্বর্ণের দাম ১ হাজার ৫৭৫ টাকা বাড়িয়ে ১ লাখ ৩৯ হাজার ৪৪৩ টাকা নির্ধারণ করা হয়েছে। আগামীকাল বৃহস্পতিবার (২১ নভেম্বর) থেকে সারাদেশে নতুন এ দাম কার্যকর হবে।

নতুন দাম অনুযায়ী, প্রতি ভরি ২২ ক্যারেটের স্বর্ণের দাম ১ লাখ ৩৯ হাজার ৪৪৩ টাকা, ২১ ক্যারেটের প্রতি ভরি ১ লাখ ৩৩ হাজার ৯৮ টাকা, ১৮ ক্যারেটের প্রতি ভরি ১ লাখ ১৪ হাজার ৮০ টাকা এবং সনাতন পদ্ধতির প্রতি ভরি স্বর্ণের দাম ৯৪ হাজার ১৫৭ টাকা নির্ধারণ করা হয়েছে।

তবে অপরিবর্তিত রয়েছে রুপার দাম। বর্তমানে ২২ ক্যারেটের প্রতি ভরি রুপা ২ হাজার ৮১১ টাকা, ২১ ক্যারেটের প্রতি ভরি ২ হাজার ৬৮৩ টাকা, ১৮ ক্যারেটের প্রতি ভরি ২ হাজার ২৯৮ টাকা এবং সনাতন পদ্ধতির প্রতি ভরি রুপা ১ হাজার ৭২৪ টাকায় বিক্রি হচ্ছে।`;

const PRESS_RELEASE_PRICES = {
  perVori: {
    gold: { "22K": 139_443, "21K": 133_098, "18K": 114_080, Traditional: 94_157 },
    silver: { "22K": 2811, "21K": 2683, "18K": 2298, Traditional: 1724 },
  },
  perGram: {
    gold: { "22K": 11_955, "21K": 11_411, "18K": 9781, Traditional: 8072 },
    silver: { "22K": 241, "21K": 230, "18K": 197, Traditional: 148 },
  },
};

/** Typed again by hand: Latin digits, no commas, "সোনা" and "রূপা", "ক্যারেট", both metals in one sentence. */
const ONE_SENTENCE = `বাজুসের নতুন দর (কার্যকর 24/11/2026): সোনা 22 ক্যারেট প্রতি ভরি 206276 টাকা, 21 ক্যারেট 196890 টাকা, 18 ক্যারেট 168774 টাকা, সনাতন পদ্ধতি 140294 টাকা; রূপা 22 ক্যারেট 3674 টাকা, 21 ক্যারেট 3500 টাকা, 18 ক্যারেট 3004 টাকা, সনাতন 2267 টাকা।`;

/**
 * Copied from a web page: headings for each metal on lines of their own, the taka sign before the
 * figures, a no-break space, a zero-width joiner inside a word, "২৪শে নভেম্বর, ২০২৬ইং".
 */
const TABLE_COPY = `বাজুস ঘোষিত দর — ২৪শে নভেম্বর, ২০২৬ইং থেকে কার্যকর

স্বর্ণ (প্রতি ভরি)
২২ ক্যারেট: ৳ ২,০৬,২৭৬
২১ ক্যারেট: ৳\u00A0১,৯৬,৮৯০
১৮ ক্যা\u200Dরেট: ৳ ১,৬৮,৭৭৪
সনাতন পদ্ধতি: ৳ ১,৪০,২৯৪

রূপা (প্রতি ভরি)
২২ ক্যারেট: ৳ ৩,৬৭৪
২১ ক্যারেট: ৳ ৩,৫০০
১৮ ক্যারেট: ৳ ৩,০০৪
সনাতন পদ্ধতি: ৳ ২,২৬৭`;

/** Lines broken mid-sentence, the board before it dated too, the grade written "22K". */
const WRAPPED_WITH_OLD_DATE = `গত ২০ নভেম্বর ২০২৬ সর্বশেষ দাম
সমন্বয় করেছিল বাজুস। এবার ২৪ নভেম্বর ২০২৬ থেকে নতুন দাম কার্যকর হবে। 22K প্রতি
ভরি স্বর্ণের দাম ২০৬,২৭৬ টাকা, ২১
ক্যারেটের প্রতি ভরি ১৯৬,৮৯০ টাকা, ১৮ ক্যারেটের প্রতি ভরি ১৬৮,৭৭৪
টাকা এবং সনাতন পদ্ধতির প্রতি ভরি স্বর্ণের দাম ১৪০,২৯৪ টাকা। রুপার দাম: ২২ ক্যারেটের প্রতি ভরি
৩,৬৭৪ টাকা, ২১ ক্যারেটের প্রতি ভরি ৩,৫০০ টাকা, ১৮ ক্যারেটের প্রতি ভরি ৩,০০৪ টাকা এবং সনাতন
পদ্ধতির প্রতি ভরি রুপা ২,২৬৭ টাকা।`;

describe("readBajusAnnouncement reads", () => {
  it.each([
    ["the board as BAJUS posts it", BOARD_POST, BOARD_POST_PRICES, "2026-11-24"],
    ["the press release, in lakh and thousand words", PRESS_RELEASE, PRESS_RELEASE_PRICES, null],
    ["one sentence in Latin digits", ONE_SENTENCE, BOARD_POST_PRICES, "2026-11-24"],
    ["a table copied from a web page", TABLE_COPY, BOARD_POST_PRICES, "2026-11-24"],
    ["wrapped lines naming the board before", WRAPPED_WITH_OLD_DATE, BOARD_POST_PRICES, "2026-11-24"],
  ])("%s", (_name, text, prices, effectiveDate) => {
    expect(readBajusAnnouncement(text)).toEqual({ ok: true, ...prices, effectiveDate });
  });

  it.each([
    // Keyboards type ড় and য় as one code point; NFC spells them as ড and য with a nukta.
    [
      "ড় and য় as one code point",
      PRESS_RELEASE,
      PRESS_RELEASE.normalize("NFC")
        .replace(/\u09A1\u09BC/g, "\u09DC")
        .replace(/\u09AF\u09BC/g, "\u09DF"),
    ],
    // And ো as ে plus া, as some web pages keep it.
    ["ো as two code points", ONE_SENTENCE, ONE_SENTENCE.normalize("NFD")],
  ])("reads Bengali letters spelt another way in Unicode alike: %s", (_name, original, respelt) => {
    expect(respelt).not.toBe(original);
    expect(readBajusAnnouncement(respelt)).toEqual(readBajusAnnouncement(original));
  });

  it("reads the same price stated twice as one", () => {
    const twice = `${BOARD_POST}\nআবারও: ২২ ক্যারেটের প্রতি ভরি স্বর্ণ ২,০৬,২৭৬ টাকা।`;
    expect(readBajusAnnouncement(twice)).toEqual(readBajusAnnouncement(BOARD_POST));
  });
});

const failure = (text: string): BajusFailure | null => {
  const reading = readBajusAnnouncement(text);
  return reading.ok ? null : reading.failure;
};

describe("readBajusAnnouncement refuses, and fills nothing from,", () => {
  it.each<[string, string, BajusFailure]>([
    ["blank text", "  \n ", { code: "no-prices" }],
    ["a text in English", "Gold price rises by Tk 1,575 per bhori from Thursday.", { code: "no-prices" }],
    ["grades without prices", "২২ ক্যারেট ও ১৮ ক্যারেটের স্বর্ণের দাম অপরিবর্তিত থাকবে।", { code: "no-prices" }],
    [
      "gold's prices without silver's",
      BOARD_POST.slice(0, BOARD_POST.indexOf("রুপার দাম:")),
      {
        code: "missing",
        missing: [
          { metal: "silver", grade: "22K" },
          { metal: "silver", grade: "21K" },
          { metal: "silver", grade: "18K" },
          { metal: "silver", grade: "Traditional" },
        ],
      },
    ],
    [
      "a board without its gold 18K line",
      BOARD_POST.replace("১৮ ক্যারেটের প্রতি ভরি ১,৬৮,৭৭৪ টাকা\n", ""),
      { code: "missing", missing: [{ metal: "gold", grade: "18K" }] },
    ],
    [
      "a price with paisa, which is no whole taka",
      BOARD_POST.replace("১,৬৮,৭৭৪ টাকা", "১,৬৮,৭৭৪.৫০ টাকা"),
      { code: "missing", missing: [{ metal: "gold", grade: "18K" }] },
    ],
    [
      "a first grade whose metal is not said after a line naming both",
      BOARD_POST.replace("২২ ক্যারেটের প্রতি ভরি স্বর্ণের দাম", "২২ ক্যারেটের প্রতি ভরি"),
      { code: "unknown-metal", grade: "22K", perVori: 206_276 },
    ],
    [
      "a price said to be both metals'",
      "২২ ক্যারেটের স্বর্ণ ও রুপার দাম ২,০৬,২৭৬ টাকা।",
      { code: "unknown-metal", grade: "22K", perVori: 206_276 },
    ],
    [
      "a grade naming both metals before its price",
      "২২ ক্যারেটের প্রতি ভরি স্বর্ণের দাম কমলেও রুপা ৩,৬৭৪ টাকা।",
      { code: "unknown-metal", grade: "22K", perVori: 3674 },
    ],
    [
      "the board before it, stated with another price",
      `${BOARD_POST}\nএর আগে ২২ ক্যারেটের প্রতি ভরি স্বর্ণের দাম ছিল ২,০৪,৭০১ টাকা।`,
      { code: "ambiguous", metal: "gold", grade: "22K", perVori: [206_276, 204_701] },
    ],
    [
      "two prices after one grade",
      BOARD_POST.replace("১,৯৬,৮৯০ টাকা", "১,৯৬,৮৯০ টাকা বা ১,৯৬,৯০০ টাকা"),
      { code: "ambiguous", metal: "gold", grade: "21K", perVori: [196_890, 196_900] },
    ],
    [
      "prices written before their grades",
      "স্বর্ণ: ২,০৬,২৭৬ টাকা (২২ ক্যারেট), ১,৯৬,৮৯০ টাকা (২১ ক্যারেট)",
      { code: "unknown-grade", perVori: 206_276 },
    ],
  ])("%s", (_name, text, expected) => {
    expect(failure(text)).toEqual(expected);
  });
});

describe("the effective date", () => {
  it.each([
    ["a day that does not exist", BOARD_POST.replace("২৪ নভেম্বর ২০২৬", "৩১ নভেম্বর ২০২৬"), null],
    [
      "two dates, neither said to be when the board takes effect",
      BOARD_POST.replace(
        "আগামীকাল ২৪ নভেম্বর ২০২৬ থেকে সারাদেশে নতুন দাম কার্যকর হবে।",
        "২০ ও ২৪ নভেম্বর ২০২৬, ২৫ নভেম্বর ২০২৬।",
      ),
      null,
    ],
    ["a date in English", BOARD_POST.replace("২৪ নভেম্বর ২০২৬", "24 November 2026"), "2026-11-24"],
    ["1st of the month with its suffix", BOARD_POST.replace("২৪ নভেম্বর", "১লা ডিসেম্বর"), "2026-12-01"],
  ])("%s", (_name, text, expected) => {
    const reading = readBajusAnnouncement(text);
    expect(reading.ok && reading.effectiveDate).toBe(expected);
  });
});

describe("pricePerGramOfVori", () => {
  it.each([
    [206_276, 17_685],
    [3674, 315],
    [2267, 194],
    // 729 taka a vori is exactly 62.5 a gram: halves round up.
    [729, 63],
    [2187, 188],
    [5, 0],
  ])("%i a vori is %i a gram", (perVori, perGram) => {
    expect(pricePerGramOfVori(perVori)).toBe(perGram);
  });

  it("gives back a per-gram price from the per-vori figure the board shows for it", () => {
    for (const perGram of [1, 194, 315, 12_028, 17_685, 1_000_000]) {
      expect(pricePerGramOfVori(pricePerVori(perGram))).toBe(perGram);
    }
  });
});
