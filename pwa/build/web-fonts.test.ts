import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BENGALI_TEXT,
  FONTS_CSS,
  FONTS_DIR,
  LANGUAGE_NAME_TEXT,
  LATIN_TEXT,
  TAKA_SIGN_TEXT,
  textOf,
  WEB_FONTS,
} from "./web-fonts";
import { buildWebFonts, unicodeRange } from "./web-fonts-build";

describe("unicodeRange", () => {
  it.each([
    [[0x41], "U+0041"],
    [[0x41, 0x42, 0x43], "U+0041-0043"],
    [[0x43, 0x41, 0x42, 0x41], "U+0041-0043"],
    [[0x20, 0x21, 0xe9, 0x2014, 0x2026], "U+0020-0021, U+00E9, U+2014, U+2026"],
    [[0x1f600], "U+1F600"],
  ])("writes %j as %s", (codePoints, expected) => {
    expect(unicodeRange(codePoints)).toBe(expected);
  });
});

describe("the Latin set", () => {
  it("holds the typography shop texts use beyond ASCII", () => {
    expect([..."–—‘’“”…•·×©é€"].filter((character) => !textOf(LATIN_TEXT).includes(character))).toEqual([]);
  });
});

describe("the Bengali sets", () => {
  it("hold the shop's words, digits and sentence end, and leave the taka sign to a file of its own", () => {
    const bengali = textOf(BENGALI_TEXT);
    expect(
      [..."ভরি আনা রতি পয়েন্ট গ্রাম ২২ ক্যারেট। যোগাযোগ করুন ০১২৩৪৫৬৭৮৯"].filter(
        (character) => character !== " " && !bengali.includes(character),
      ),
    ).toEqual([]);
    expect(bengali).not.toContain("৳");
    expect(textOf(TAKA_SIGN_TEXT)).toBe("৳");
  });

  it("give the language switch's label its letters and nothing more", () => {
    expect(new Set(textOf(LANGUAGE_NAME_TEXT))).toEqual(new Set("বাংলা"));
  });
});

describe("the committed fonts", () => {
  it("are what `npm run fonts` makes from the installed @fontsource files", { timeout: 30_000 }, async () => {
    const built = await buildWebFonts();
    expect([...built.files.keys()]).toEqual(WEB_FONTS.map((font) => font.file));
    for (const [name, content] of built.files) {
      expect(fs.readFileSync(path.join(FONTS_DIR, name)).equals(content), `${name}: run npm run fonts`).toBe(
        true,
      );
    }
    expect(fs.readFileSync(FONTS_CSS, "utf8")).toBe(built.css);
  });
});
