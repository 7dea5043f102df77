import path from "node:path";
import arial from "@capsizecss/metrics/arial";
import arimo from "@capsizecss/metrics/arimo";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import tinos from "@capsizecss/metrics/tinos";

/**
 * The site's typefaces, as `npm run fonts` subsets them into pwa/src/styles/fonts/ and writes their
 * faces to pwa/src/styles/fonts.css. The two Latin ones are cut down to LATIN_TEXT: the owner edits
 * the shop's texts, so the set is the Latin of Western names and typography rather than the letters
 * of today's texts. Bengali, and the taka sign that neither Latin typeface has, come from Noto Sans
 * Bengali, in two files whose `unicode-range` keeps them off a page until it shows one of their
 * characters: an English page with a rate on it fetches the taka sign's few hundred bytes, never
 * the Bengali letters.
 */

export const STYLES_DIR = path.join(import.meta.dirname, "..", "src", "styles");
export const FONTS_CSS = path.join(STYLES_DIR, "fonts.css");
export const FONTS_DIR = path.join(STYLES_DIR, "fonts");

type CodePointRange = readonly [first: number, last?: number];

export const LATIN_TEXT: readonly CodePointRange[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: accented letters, © ® ° × ÷ · « » and the no-break space
  [0x0131], // ı
  [0x0152, 0x0153], // Œ œ
  [0x02c6], // ˆ
  [0x02dc], // ˜
  [0x2009], // thin space
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022], // •
  [0x2026], // …
  [0x2032, 0x2033], // ′ ″ (sizes in inches)
  [0x2039, 0x203a], // ‹ ›
  [0x2044], // ⁄
  [0x20ac], // €
  [0x2122], // ™
  [0x2191], // ↑ (keyboard help)
  [0x2193], // ↓
  [0x2212], // − (minus)
];

/** Bengali letters, signs and digits, the danda that ends a sentence, and the joiners conjuncts use. */
export const BENGALI_TEXT: readonly CodePointRange[] = [
  [0x0964, 0x0965], // । ॥
  [0x0980, 0x09f2],
  [0x09f4, 0x09fe],
  [0x200c, 0x200d], // zero-width non-joiner and joiner
  [0x25cc], // ◌, the dotted circle a lone vowel sign is drawn on
];

/** ৳, on its own: every page that shows money needs it, whatever the language. */
export const TAKA_SIGN_TEXT: readonly CodePointRange[] = [[0x09f3]];

/**
 * The letters of "বাংলা", the language switch's label on English pages: in a file of their own, a few
 * hundred bytes kept with the Latin ones, the label reads on a device with no Bengali font of its
 * own without an English page fetching the Bengali letters' file.
 */
export const LANGUAGE_NAME_TEXT: readonly CodePointRange[] = [[0x0982], [0x09ac], [0x09b2], [0x09be]];

/** Shaping the Latin faces rely on; contextual alternates and fraction forms are left out (4 kB of Inter). */
export const LAYOUT_FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "rlig",
  "tnum",
  "lnum",
  "pnum",
];

interface FontMetrics {
  familyName: string;
  fullName?: string;
  postscriptName?: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/** A font already on the visitor's device, given the web font's size and line metrics while that loads. */
export interface LocalFallback {
  /** Names local() matches: full names and PostScript names of the installed files. */
  local: readonly string[];
  /** Published metrics of that font; metric-compatible clones share their original's. */
  metrics: FontMetrics;
}

export interface WebFont {
  /** The family stylesheets and canvas drawing ask for. */
  family: string;
  /** The @fontsource file it is cut from. */
  source: string;
  /** Its name under pwa/src/styles/fonts/. */
  file: string;
  /** The stretch of the weight axis kept: the lightest and the boldest the stylesheets set it in. */
  weight: readonly [number, number];
  /** The characters it is cut down to. */
  text: readonly CodePointRange[];
  /** OpenType features kept; none named keeps a script's own shaping whole (Bengali needs all of it). */
  features?: readonly string[];
  /** On every first view, so preloaded; the others load when a page shows one of their characters. */
  preload: boolean;
  /** First match wins, so each platform's own font comes before the ones it lacks. */
  fallbacks: readonly LocalFallback[];
}

const ARIAL = { local: ["Arial", "ArialMT"], metrics: arial }; // Windows, macOS, iOS
// Liberation Sans 2 and Liberation Serif 2 are Arimo and Tinos renamed: the same metrics.
const LIBERATION_SANS = {
  local: ["Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"],
  metrics: { ...arimo, familyName: "Liberation Sans" },
}; // Linux, ChromeOS
const ROBOTO = { local: ["Roboto", "Roboto Regular", "Roboto-Regular"], metrics: roboto }; // Android
const GEORGIA = { local: ["Georgia"], metrics: georgia }; // Windows, macOS, iOS
const LIBERATION_SERIF = {
  local: ["Liberation Serif", "LiberationSerif", "Tinos", "Tinos-Regular"],
  metrics: { ...tinos, familyName: "Liberation Serif" },
}; // Linux, ChromeOS
const NOTO_SERIF = { local: ["Noto Serif", "Noto Serif Regular", "NotoSerif-Regular"], metrics: notoSerif }; // Android

export const WEB_FONTS: readonly WebFont[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-wght.woff2",
    weight: [400, 700],
    text: LATIN_TEXT,
    features: LAYOUT_FEATURES,
    preload: true,
    fallbacks: [ARIAL, LIBERATION_SANS, ROBOTO],
  },
  {
    family: "Playfair Display Variable",
    source: "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
    file: "playfair-display-latin-wght.woff2",
    weight: [400, 700],
    text: LATIN_TEXT,
    features: LAYOUT_FEATURES,
    preload: true,
    fallbacks: [GEORGIA, LIBERATION_SERIF, NOTO_SERIF],
  },
  {
    family: "Noto Sans Bengali Variable",
    source: "@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
    file: "noto-sans-bengali-wght.woff2",
    weight: [400, 700],
    text: BENGALI_TEXT,
    preload: false,
    fallbacks: [],
  },
  {
    family: "Noto Sans Bengali Variable",
    source: "@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
    file: "taka-sign-wght.woff2",
    weight: [400, 700],
    text: TAKA_SIGN_TEXT,
    preload: false,
    fallbacks: [],
  },
  {
    family: "Bengali Language Name",
    source: "@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
    file: "bengali-language-name-wght.woff2",
    weight: [400, 700],
    text: LANGUAGE_NAME_TEXT,
    preload: false,
    fallbacks: [],
  },
];

/** A face of a font already on the visitor's device, at one weight. */
export interface InstalledFace {
  weight: number;
  /** Names local() matches: full names and PostScript names of each platform's file. */
  local: readonly string[];
}

/** A family drawn from fonts already on the device, named in the stylesheets before a web font of the same letters. */
export interface InstalledFont {
  family: string;
  text: readonly CodePointRange[];
  faces: readonly InstalledFace[];
}

/**
 * Bengali as the visitor's phone already draws it: Noto Sans Bengali on Android and Linux, Kohinoor
 * Bangla on iPhones and Macs, Nirmala UI on Windows. Named before the Bengali web font, it is what a
 * Bengali page is drawn in from its first paint; the web font is fetched only on a device with none of
 * these. Each weight has a face of its own: a regular file claiming the bold weights too would draw
 * bold text regular, where a missing bold face lets the browser embolden the regular one.
 */
export const INSTALLED_BENGALI: InstalledFont = {
  family: "Bengali System Font",
  text: [...BENGALI_TEXT, ...TAKA_SIGN_TEXT],
  faces: [
    {
      weight: 400,
      local: [
        "Noto Sans Bengali",
        "Noto Sans Bengali Regular",
        "NotoSansBengali-Regular",
        "Noto Sans Bengali UI",
        "NotoSansBengaliUI-Regular",
        "Kohinoor Bangla",
        "KohinoorBangla-Regular",
        "Nirmala UI",
        "NirmalaUI",
      ],
    },
    {
      weight: 700,
      local: [
        "Noto Sans Bengali Bold",
        "NotoSansBengali-Bold",
        "Noto Sans Bengali UI Bold",
        "NotoSansBengaliUI-Bold",
        "Kohinoor Bangla Semibold",
        "KohinoorBangla-Semibold",
        "Nirmala UI Bold",
        "NirmalaUI-Bold",
      ],
    },
  ],
};

/** The family name of a web font's stand-in drawn with `fallback`. */
export const fallbackFamily = (font: WebFont, fallback: LocalFallback) =>
  `${font.family} Fallback: ${fallback.metrics.familyName}`;

/** The characters of `ranges`, as one string. */
export const textOf = (ranges: readonly CodePointRange[]) =>
  ranges
    .flatMap(([first, last = first]) =>
      Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
    )
    .join("");
