import fs from "node:fs";
import { createRequire } from "node:module";
import { createFontStack } from "@capsizecss/core";
import { fromBuffer } from "@capsizecss/unpack";
import { create } from "fontkitten";
import subsetFont from "subset-font";
import {
  fallbackFamily,
  INSTALLED_BENGALI,
  type InstalledFont,
  textOf,
  WEB_FONTS,
  type WebFont,
} from "./web-fonts";

const require = createRequire(import.meta.url);

const HEADER = `/* Made by \`npm run fonts\` from pwa/build/web-fonts.ts: change that file and run it again, never this one.
   Bengali is drawn first in the device's own font. Each web font is followed by its stand-ins: fonts already
   on the device, resized and given the web font's ascent, descent and line gap by @capsizecss, so text
   keeps its place when the web font arrives. */`;

export interface BuiltWebFonts {
  /** Subset woff2 files by their name under pwa/src/styles/fonts/. */
  files: ReadonlyMap<string, Buffer>;
  /** The text of pwa/src/styles/fonts.css. */
  css: string;
}

export async function buildWebFonts(): Promise<BuiltWebFonts> {
  const files = new Map<string, Buffer>();
  const rules: string[] = installedFaces(INSTALLED_BENGALI);
  for (const font of WEB_FONTS) {
    const subset = await subsetFont(fs.readFileSync(require.resolve(font.source)), textOf(font.text), {
      targetFormat: "woff2",
      ...(font.features && { keepFeatures: [...font.features] }),
      variationAxes: { wght: { min: font.weight[0], max: font.weight[1] } },
    });
    files.set(font.file, subset);
    rules.push(webFontFace(font, subset), ...(await fallbackFaces(font, subset)));
  }
  return { files, css: `${[HEADER, ...rules].join("\n\n")}\n` };
}

/** Faces drawn from the device's own files: no download, so nothing to swap or wait for. */
const installedFaces = (font: InstalledFont) =>
  font.faces.map((face) =>
    fontFace([
      ["font-family", `"${font.family}"`],
      ["font-style", "normal"],
      ["font-weight", String(face.weight)],
      ["src", face.local.map((name) => `local("${name}")`).join(", ")],
      [
        "unicode-range",
        unicodeRange([...textOf(font.text)].map((character) => character.codePointAt(0) ?? 0)),
      ],
    ]),
  );

function webFontFace(font: WebFont, subset: Buffer) {
  return fontFace([
    ["font-family", `"${font.family}"`],
    ["font-style", "normal"],
    ["font-weight", font.weight.join(" ")],
    ["font-display", "swap"],
    ["src", `url("./fonts/${font.file}") format("woff2")`],
    ["unicode-range", unicodeRange(mappedText(subset, font))],
  ]);
}

/** One face per local font, each sized against its own metrics, since their widths differ. */
async function fallbackFaces(font: WebFont, subset: Buffer) {
  if (font.fallbacks.length === 0) return [];
  const metrics = { ...(await fromBuffer(subset)), familyName: font.family };
  const { fontFaces } = createFontStack([metrics, ...font.fallbacks.map(({ metrics }) => metrics)], {
    fontFaceFormat: "styleObject",
  });
  return font.fallbacks.map((fallback, index) => {
    const overrides = fontFaces[index]?.["@font-face"];
    if (!overrides) throw new Error(`No metrics for ${fallbackFamily(font, fallback)}`);
    const descriptors: [string, string | undefined][] = [
      ["font-family", `"${fallbackFamily(font, fallback)}"`],
      ["src", fallback.local.map((name) => `local("${name}")`).join(", ")],
      ["size-adjust", overrides.sizeAdjust],
      ["ascent-override", overrides.ascentOverride],
      ["descent-override", overrides.descentOverride],
      ["line-gap-override", overrides.lineGapOverride],
    ];
    return fontFace(descriptors.filter((entry): entry is [string, string] => entry[1] !== undefined));
  });
}

// Laid out as the repository's formatter lays out CSS, so the file passes the lint as written.
const LINE_WIDTH = 110;
const descriptor = ([name, value]: [string, string]) =>
  `  ${name}: ${value};`.length > LINE_WIDTH ? `  ${name}:\n${wrapped(value)};\n` : `  ${name}: ${value};\n`;

/** A value too long for one line: a list of sources filled line by line, anything else on a line of its own. */
function wrapped(value: string) {
  if (!value.startsWith("local(")) return `    ${value}`;
  const lines: string[] = [];
  for (const source of value.split(", ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${source},`.length <= LINE_WIDTH)
      lines[lines.length - 1] = `${last} ${source},`;
    else lines.push(`    ${source},`);
  }
  return lines.join("\n").slice(0, -1);
}
const fontFace = (descriptors: [string, string][]) =>
  `@font-face {\n${descriptors.map(descriptor).join("")}}`;

/**
 * The wanted characters the subset has glyphs for: what the browser may ask it for. The cmap's
 * closing U+FFFF entry is no character and stays out.
 */
function mappedText(woff2: Buffer, webFont: WebFont) {
  const font = create(woff2);
  if (font.isCollection) throw new Error("Expected one font, not a collection");
  const wanted = new Set([...textOf(webFont.text)].map((character) => character.codePointAt(0)));
  return font.characterSet.filter((codePoint) => wanted.has(codePoint));
}

/** Code points as the shortest list of U+XXXX-YYYY ranges. */
export function unicodeRange(codePoints: readonly number[]) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const codePoint of sorted) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([first, end]) => (first === end ? `U+${hex(first)}` : `U+${hex(first)}-${hex(end)}`))
    .join(", ");
}
