import fs from "node:fs";
import path from "node:path";
import { create } from "fontkitten";
import { describe, expect, it } from "vitest";

const SOURCE_ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) =>
  fs.readFileSync(path.join(import.meta.dirname, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
const fontsCss = read("fonts.css");
const globalCss = read("global.css");

/** The Latin the site may draw in its web fonts: Latin-1, general punctuation and a few signs. */
const LATIN = [
  [0x0020, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02c6, 0x02dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
] as const;
const isLatin = (codePoint: number) => LATIN.some(([first, last]) => codePoint >= first && codePoint <= last);

interface FontFace {
  family: string;
  descriptors: Map<string, string>;
}

const faces: FontFace[] = [...fontsCss.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = ""]) => {
  const descriptors = new Map(
    [...body.matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)].map(([, name = "", value = ""]) => [
      name,
      value.replace(/\s+/g, " ").trim(),
    ]),
  );
  return { family: (descriptors.get("font-family") ?? "").replace(/^"|"$/g, ""), descriptors };
});
const webFaces = faces.filter((face) => face.descriptors.get("src")?.includes("url("));
const BENGALI_FAMILY = "Noto Sans Bengali Variable";
const INSTALLED_BENGALI_FAMILY = "Bengali System Font";
const LANGUAGE_NAME_FAMILY = "Bengali Language Name";
const latinFaces = webFaces.filter(
  (face) => face.family !== BENGALI_FAMILY && face.family !== LANGUAGE_NAME_FAMILY,
);
const bengaliFaces = webFaces.filter((face) => face.family === BENGALI_FAMILY);
/** Bengali's block, the danda, the joiners conjuncts use and the dotted circle. */
const isBengali = (codePoint: number) =>
  (codePoint >= 0x0980 && codePoint <= 0x09ff) ||
  [0x0964, 0x0965, 0x200c, 0x200d, 0x25cc].includes(codePoint);
/** The declarations of global.css's rule for `selector`. */
const ruleOf = (selector: string) =>
  globalCss.match(new RegExp(`(?:^|\\n)${selector.replace(/[()]/g, "\\$&")} \\{([^}]*)\\}`))?.[1] ?? "";
const valueIn = (rule: string, property: string): string =>
  (rule.match(new RegExp(`${property}:([^;]+);`))?.[1] ?? "").replace(
    /var\((--[a-z-]+)\)/g,
    (_, inner: string) => valueIn(ruleOf(":root"), inner),
  );

/** The font families a custom property names, as `:root` sets it or the rule `selector` does, `var()`s written out. */
const fontStack = (property: string, selector = ":root") =>
  valueIn(ruleOf(selector), property)
    .split(",")
    .map((name) => name.trim().replace(/^"|"$/g, ""))
    .filter(Boolean);

const fallbacksOf = (family: string) =>
  faces.filter((face) => face.family.startsWith(`${family} Fallback: `));

const codePointsOf = (unicodeRange: string) =>
  unicodeRange.split(",").flatMap((range) => {
    const [first = 0, last = first] = range
      .trim()
      .replace(/^U\+/, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  });

function fontFile(face: FontFace) {
  const url = face.descriptors.get("src")?.match(/url\("?\.\/([^")]+)"?\)/)?.[1] ?? "";
  const font = create(fs.readFileSync(path.join(import.meta.dirname, url)));
  if (font.isCollection) throw new Error(`${url} is a collection`);
  return font;
}

describe("the web fonts", () => {
  it("are Inter and Playfair Display, one Latin woff2 file each, swapped in when they arrive", () => {
    expect(latinFaces.map((face) => face.family)).toEqual(["Inter Variable", "Playfair Display Variable"]);
    for (const face of latinFaces) {
      expect(face.descriptors.get("src")).toMatch(
        /^url\("\.\/fonts\/[a-z-]+-latin-wght\.woff2"\) format\("woff2"\)$/,
      );
      expect(face.descriptors.get("font-display")).toBe("swap");
      expect(face.descriptors.get("font-style")).toBe("normal");
    }
    expect(fs.readdirSync(path.join(import.meta.dirname, "fonts")).sort()).toEqual([
      "bengali-language-name-wght.woff2",
      "inter-latin-wght.woff2",
      "noto-sans-bengali-wght.woff2",
      "playfair-display-latin-wght.woff2",
      "taka-sign-wght.woff2",
    ]);
  });

  it("are asked for Latin only, and each file holds exactly the characters its face declares", () => {
    for (const face of latinFaces) {
      const declared = codePointsOf(face.descriptors.get("unicode-range") ?? "");
      expect(
        declared.filter((codePoint) => !isLatin(codePoint)).map((codePoint) => codePoint.toString(16)),
      ).toEqual([]);
      // The basic letters must be there, or the face would only ever draw punctuation.
      expect(declared).toEqual(expect.arrayContaining([0x41, 0x7a, 0xe9, 0x2014, 0x2026]));
      const mapped = fontFile(face).characterSet.filter((codePoint) => codePoint !== 0xffff);
      expect(new Set(mapped)).toEqual(new Set(declared));
    }
  });

  it("draw Bengali in one file and the taka sign in another, each asked for only its own characters", () => {
    const [letters, takaSign] = bengaliFaces;
    const declared = codePointsOf(letters?.descriptors.get("unicode-range") ?? "");
    expect(declared.filter((codePoint) => !isBengali(codePoint))).toEqual([]);
    expect(declared).toEqual(expect.arrayContaining([0x0995, 0x09be, 0x09cd, 0x09e6, 0x09ef, 0x0964]));
    expect(declared).not.toContain(0x09f3);
    expect(codePointsOf(takaSign?.descriptors.get("unicode-range") ?? "")).toEqual([0x09f3]);
    for (const face of bengaliFaces) {
      const mapped = fontFile(face).characterSet.filter((codePoint) => codePoint !== 0xffff);
      expect(new Set(mapped)).toEqual(new Set(codePointsOf(face.descriptors.get("unicode-range") ?? "")));
      expect(face.descriptors.get("font-display")).toBe("swap");
    }
  });

  it("draw the language switch's বাংলা from a file of its own, holding only its letters", () => {
    const [face, ...others] = webFaces.filter((face) => face.family === LANGUAGE_NAME_FAMILY);
    expect(others).toEqual([]);
    const declared = codePointsOf(face?.descriptors.get("unicode-range") ?? "");
    expect(new Set(declared)).toEqual(new Set([..."বাংলা"].map((letter) => letter.codePointAt(0))));
    if (!face) throw new Error("no face for the language switch's label");
    const mapped = fontFile(face).characterSet.filter((codePoint) => codePoint !== 0xffff);
    expect(new Set(mapped)).toEqual(new Set(declared));
  });

  it("keep the weight axis over the weights the face declares, and nothing beyond", () => {
    for (const face of webFaces) {
      const [lightest, boldest] = (face.descriptors.get("font-weight") ?? "").split(" ").map(Number);
      const axis = fontFile(face).variationAxes.wght;
      expect({ min: axis?.min, max: axis?.max }).toEqual({ min: lightest, max: boldest });
      expect(lightest).toBeLessThanOrEqual(400);
      expect(boldest).toBeGreaterThanOrEqual(700);
    }
  });

  it("are the only fonts any stylesheet loads: no @fontsource stylesheet and no other font file", () => {
    const stylesheets = fs
      .readdirSync(SOURCE_ROOT, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css"));
    const offences = stylesheets.flatMap((file) => {
      const css = fs.readFileSync(path.join(SOURCE_ROOT, file), "utf8");
      return [
        ...[...css.matchAll(/@import[^;]*@fontsource[^;]*;/g)].map(([found]) => `${file}: ${found}`),
        ...[...css.matchAll(/url\([^)]*\.(woff2?|ttf|otf)[^)]*\)/g)]
          .filter(() => file !== path.join("styles", "fonts.css"))
          .map(([found]) => `${file}: ${found}`),
      ];
    });
    expect(offences).toEqual([]);
    expect(globalCss).toMatch(/@import "\.\/fonts\.css";/);
  });
});

describe("the device's own Bengali font", () => {
  const installed = faces.filter((face) => face.family === INSTALLED_BENGALI_FAMILY);

  it("is a regular and a bold face of fonts already on the device, nothing to download", () => {
    expect(installed.map((face) => face.descriptors.get("font-weight"))).toEqual(["400", "700"]);
    for (const face of installed) {
      expect(face.descriptors.get("src")).toMatch(/^local\("[^"]+"\)(, local\("[^"]+"\))*$/);
    }
    const sources = installed.map((face) => face.descriptors.get("src")).join();
    expect(sources).toMatch(/Noto Sans Bengali.*Kohinoor Bangla.*Nirmala UI/);
  });

  it("draws every character the Bengali web font files do, so the web font is reached only without it", () => {
    const webFontCharacters = bengaliFaces.flatMap((face) =>
      codePointsOf(face.descriptors.get("unicode-range") ?? ""),
    );
    for (const face of installed) {
      const declared = new Set(codePointsOf(face.descriptors.get("unicode-range") ?? ""));
      expect(webFontCharacters.filter((codePoint) => !declared.has(codePoint))).toEqual([]);
      expect([...declared].filter((codePoint) => !isBengali(codePoint))).toEqual([]);
    }
  });

  it("is named before the web font wherever Bengali is drawn", () => {
    const languageSwitch = read("../shared/ui/language-switch.module.css");
    const switchStack = languageSwitch.match(/font-family:([^;]+);/)?.[1] ?? "";
    for (const names of [
      fontStack("--font-sans"),
      fontStack("--font-serif"),
      fontStack("--font-sans", ":root:lang(bn)"),
      fontStack("--font-serif", ":root:lang(bn)"),
      switchStack.split(",").map((name) => name.trim().replace(/^"|"$/g, "")),
    ]) {
      const installedAt = names.indexOf(INSTALLED_BENGALI_FAMILY);
      const webFontAt = names.findIndex((name) => name === BENGALI_FAMILY || name === LANGUAGE_NAME_FAMILY);
      expect(installedAt, names.join()).toBeGreaterThanOrEqual(0);
      expect(installedAt, names.join()).toBeLessThan(webFontAt);
    }
  });
});

describe("the fallback faces", () => {
  it.each(["Inter Variable", "Playfair Display Variable"])(
    "stand in for %s with metrics of their own",
    (family) => {
      const fallbacks = fallbacksOf(family);
      expect(fallbacks.length).toBeGreaterThanOrEqual(2);
      for (const { family: name, descriptors } of fallbacks) {
        expect(descriptors.get("src"), name).toMatch(/^local\("[^"]+"\)(, local\("[^"]+"\))*$/);
        for (const metric of ["size-adjust", "ascent-override", "descent-override"]) {
          expect(descriptors.get(metric), `${name} ${metric}`).toMatch(/^\d+(\.\d+)?%$/);
        }
        const sizeAdjust = Number.parseFloat(descriptors.get("size-adjust") ?? "");
        expect(sizeAdjust, name).toBeGreaterThan(80);
        expect(sizeAdjust, name).toBeLessThan(125);
      }
    },
  );

  it("cover the fonts Windows, Apple devices, Android and Linux have", () => {
    const locals = (family: string) =>
      fallbacksOf(family).flatMap((face) => face.descriptors.get("src") ?? "");
    expect(locals("Inter Variable").join()).toMatch(/Arial.*Liberation Sans.*Roboto/);
    expect(locals("Playfair Display Variable").join()).toMatch(/Georgia.*Liberation Serif.*Noto Serif/);
  });

  it.each([
    ["--font-sans", "Inter Variable"],
    ["--font-serif", "Playfair Display Variable"],
  ])("come straight after the web font in %s, with only the Bengali faces between", (token, family) => {
    const stack = fontStack(token);
    // The Bengali faces declare no Latin character, so Latin text passes them on to the stand-ins.
    const expected = [
      family,
      INSTALLED_BENGALI_FAMILY,
      BENGALI_FAMILY,
      ...fallbacksOf(family).map((face) => face.family),
    ];
    expect(stack.slice(0, expected.length)).toEqual(expected);
    expect(stack.at(-1)).toMatch(/^(sans-serif|serif)$/);
    // A Bengali page draws its few Latin words in the stand-ins, and fetches no Latin font.
    expect(fontStack(token, ":root:lang(bn)")).toEqual(stack.slice(1));
  });
});
