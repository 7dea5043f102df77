import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { type DrawnText, drawText } from "../server/src/rate-cards/card-drawing";
import { cardFontFile } from "../server/src/rate-cards/card-fonts";
// Loads the card's renderer as the server does: its fonts alone, none of this machine's.
import "../server/src/rate-cards/rate-card-image";

// That is the renderer's setting only while it draws: this process's browsers, launched with its
// environment for this and every later spec of the worker, must keep the machine's own fonts.
const CARD_FONTCONFIG = process.env.FONTCONFIG_FILE;
delete process.env.FONTCONFIG_FILE;

/** Draws as the server does: the renderer's fonts are looked up on its first line and kept after. */
async function drawn<T>(draw: () => Promise<T>): Promise<T> {
  process.env.FONTCONFIG_FILE = CARD_FONTCONFIG;
  try {
    return await draw();
  } finally {
    delete process.env.FONTCONFIG_FILE;
  }
}

/** Conjuncts (স্ব, র্ণ, ক্ষ্ম, ন্ত্র), a pre-base vowel sign (ে), a reph (র্) and a split vowel (ো). */
const LINE = "স্বর্ণ ও রুপার আজকের দর, ক্ষ্মা ন্ত্রী সোনা";
const SIZE = 48;
/**
 * How far two renderings of the line may be apart: the mean difference of their ink, 0 (same) to 1,
 * and of their proportions (log of the ratio). The same shaping in two rasterisers scores ~0.04 and
 * ~0.02 here; letters left unshaped ~0.28 and ~0.64.
 */
const MATCH = { pixels: 0.1, aspect: 0.06 };

const INK = { width: 900, height: 90 };

/** The text's ink alone, black on white, stretched to one size: any two renderers can be compared. */
async function ink(png: Buffer): Promise<{ pixels: Buffer; aspect: number }> {
  const flat = await sharp(png).flatten({ background: "#ffffff" }).greyscale().png().toBuffer();
  const trimmed = await sharp(flat)
    .trim({ background: "#ffffff", threshold: 40 })
    .toBuffer({ resolveWithObject: true });
  // Blurred a little: the two rasterisers' anti-aliasing differs, the letters' shapes must not.
  const pixels = await sharp(trimmed.data)
    .resize(INK.width, INK.height, { fit: "fill" })
    .blur(2)
    .raw()
    .toBuffer();
  return { pixels, aspect: trimmed.info.width / trimmed.info.height };
}

async function difference(a: Buffer, b: Buffer): Promise<{ pixels: number; aspect: number }> {
  const [left, right] = await Promise.all([ink(a), ink(b)]);
  let total = 0;
  for (let i = 0; i < left.pixels.length; i++)
    total += Math.abs((left.pixels[i] ?? 0) - (right.pixels[i] ?? 0));
  // Text set wider or narrower (dotted circles, letters side by side) is a difference too.
  return { pixels: total / left.pixels.length / 255, aspect: Math.abs(Math.log(left.aspect / right.aspect)) };
}

/** The same line in Chromium (HarfBuzz in Skia), from the same font file: the reference. */
async function chromiumRendering(page: Page, text: string): Promise<Buffer> {
  const font = fs.readFileSync(cardFontFile("bengali")).toString("base64");
  await page.setContent(`<style>
      @font-face { font-family: CardBengali; src: url(data:font/ttf;base64,${font}) format("truetype"); }
      body { margin: 0; background: #fff; }
      span { font: ${SIZE}px CardBengali; color: #000; white-space: pre; padding: 12px; display: inline-block; }
    </style><span>${text}</span>`);
  // The card's own file, never a Bengali font the machine has: the comparison is of shaping alone.
  const loaded = await page.evaluate(async (size) => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family === "CardBengali" && face.status === "loaded")
      ? document.fonts.check(`${size}px CardBengali`, "স")
      : false;
  }, SIZE);
  if (!loaded) throw new Error("Chromium did not load the card's Bengali font");
  return page.locator("span").screenshot();
}

/** What a renderer without shaping draws: each character on its own, set side by side. */
async function unshaped(text: string): Promise<Buffer> {
  // A space draws nothing: it only moves the next letter on.
  const letters: (DrawnText | null)[] = await drawn(() =>
    Promise.all([...text].map((char) => drawText(char, style))),
  );
  const space = SIZE / 4;
  const width = letters.reduce((sum, letter) => sum + (letter?.width ?? space), 0);
  const height = Math.max(...letters.map((letter) => letter?.height ?? 0));
  let left = 0;
  const layers = letters.flatMap((letter) => {
    const layer = letter ? [{ input: letter.image, left, top: 0 }] : [];
    left += letter?.width ?? space;
    return layer;
  });
  return sharp({ create: { width, height, channels: 4, background: "#ffffff" } })
    .composite(layers)
    .png()
    .toBuffer();
}

const style = { font: "bengali", size: SIZE, colour: "#000000" } as const;

// The card is drawn on the server; Chromium is the reference it is held to.
test.describe("Bengali on the rate card", () => {
  test.use({ deviceScaleFactor: 1 });

  test("is shaped as Chromium shapes it, from the same font: conjuncts joined, vowel signs in place", async ({
    page,
  }) => {
    const card = await drawn(() => drawText(LINE, style));
    if (!card) throw new Error("the line drew nothing");
    const { pixels, aspect } = await difference(card.image, await chromiumRendering(page, LINE));
    expect(pixels).toBeLessThan(MATCH.pixels);
    expect(aspect).toBeLessThan(MATCH.aspect);
  });

  test("a line drawn letter by letter, unshaped, fails the same check on either measure", async ({
    page,
  }) => {
    const { pixels, aspect } = await difference(await unshaped(LINE), await chromiumRendering(page, LINE));
    expect(pixels).toBeGreaterThan(MATCH.pixels * 2);
    expect(aspect).toBeGreaterThan(MATCH.aspect * 2);
  });
});
