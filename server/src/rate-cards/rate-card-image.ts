import sharp, { type OverlayOptions } from "sharp";
import type { Language } from "#core/language";
import { RATE_CARD_SHAPES, type RateCardShape } from "#core/rate-cards";
import { RATE_GRADES, type RateMetal } from "#core/rate-terms";
import type { RateBoardFigures } from "#core/schemas/gold-rates";
import {
  CARD_COLOURS as C,
  type DrawnText,
  drawLogo,
  drawText,
  place,
  placeTop,
  type TextStyle,
} from "./card-drawing";
import { type CardFont, drawWithCardFontsOnly } from "./card-fonts";
import { cardEffectiveLine, cardPrice, cardWords } from "./card-texts";

drawWithCardFontsOnly();

/** What one card shows. */
export interface RateCardContent {
  language: Language;
  shopName: string;
  /** The shop's logo (a JPEG, PNG or SVG file's bytes), or null for the name alone. */
  logo: Buffer | null;
  effectiveAt: string;
  /** The board's prices per vori, metal → grade. */
  perVori: RateBoardFigures;
  /** Where to find the shop, for whoever receives the card; blank when not known. */
  website: string;
  phone: string;
}

/** Headings in the serif in English; Bengali has one face for everything. */
const fontsOf = (language: Language): { heading: CardFont; body: CardFont } =>
  language === "bn" ? { heading: "bengali", body: "bengali" } : { heading: "serif", body: "sans" };

type Write = (
  text: string,
  style: Omit<TextStyle, "font">,
  role?: "heading" | "body",
) => ReturnType<typeof drawText>;

const writer =
  (language: Language): Write =>
  (text, style, role = "body") =>
    drawText(text, { ...style, font: fontsOf(language)[role] });

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

const rect = (x: number, y: number, width: number, height: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`;

/** The phone and web address, whichever are known. */
const contactLine = (content: RateCardContent) =>
  [content.phone, content.website].filter(Boolean).join("  ·  ");

/**
 * The shop's name at the largest of `sizes` that keeps it within `maxHeight` (two lines or so):
 * the owner's name may run to 80 characters.
 */
async function shopName(
  write: Write,
  content: RateCardContent,
  sizes: number[],
  width: number,
  maxHeight: number,
) {
  let drawn: DrawnText | null = null;
  for (const size of sizes) {
    drawn = await write(content.shopName, { size, weight: 700, colour: C.ivory, width }, "heading");
    if (!drawn || drawn.height <= maxHeight) break;
  }
  return drawn;
}

/** 1080 × 1080: the shop in a maroon band, the gold grades large, silver in two columns, the contact below. */
async function squareLayers(
  content: RateCardContent,
): Promise<{ background: Buffer; layers: OverlayOptions[] }> {
  const { width, height } = RATE_CARD_SHAPES.square;
  const write = writer(content.language);
  const words = cardWords(content.language);
  const margin = 80;
  const right = width - margin;
  const layers: OverlayOptions[] = [];
  const rules: string[] = [];

  const logo = content.logo && (await drawLogo(content.logo, { width: 220, height: 132 }));
  const nameLeft = logo ? margin + logo.width + 36 : margin;
  if (logo) layers.push(...place(logo, margin, 118));
  const name = await shopName(write, content, [54, 44, 36], right - nameLeft, 150);
  layers.push(...place(name, nameLeft, 118));
  layers.push(
    ...place(await write(words.title, { size: 38, weight: 600, colour: C.gold }, "heading"), margin, 236),
  );
  layers.push(
    ...place(
      await write(cardEffectiveLine(content.effectiveAt, content.language), { size: 28, colour: C.muted }),
      margin,
      346,
    ),
  );

  const metalHeading = async (metal: RateMetal, middle: number) => {
    layers.push(
      ...place(
        await write(words.metals[metal], { size: 40, weight: 700, colour: C.maroon }, "heading"),
        margin,
        middle,
      ),
    );
    layers.push(
      ...place(await write(words.perVori, { size: 24, colour: C.muted }), right, middle + 4, "end"),
    );
  };

  await metalHeading("gold", 420);
  const rowHeight = 74;
  for (const [index, grade] of RATE_GRADES.entries()) {
    const middle = 490 + index * rowHeight;
    layers.push(...place(await write(words.grades[grade], { size: 34, colour: C.charcoal }), margin, middle));
    layers.push(
      ...place(
        await write(cardPrice(content.perVori.gold[grade], content.language), {
          size: 44,
          weight: 700,
          colour: C.charcoal,
          tabular: true,
        }),
        right,
        middle,
        "end",
      ),
    );
    rules.push(rect(margin, middle + rowHeight / 2 - 1, right - margin, 2, C.rule));
  }

  await metalHeading("silver", 818);
  const columnWidth = (right - margin - 60) / 2;
  for (const [index, grade] of RATE_GRADES.entries()) {
    const left = margin + (index % 2) * (columnWidth + 60);
    const middle = 880 + Math.floor(index / 2) * 58;
    layers.push(...place(await write(words.grades[grade], { size: 28, colour: C.charcoal }), left, middle));
    layers.push(
      ...place(
        await write(cardPrice(content.perVori.silver[grade], content.language), {
          size: 32,
          weight: 700,
          colour: C.charcoal,
          tabular: true,
        }),
        left + columnWidth,
        middle,
        "end",
      ),
    );
  }

  layers.push(
    ...place(await write(contactLine(content), { size: 28, colour: C.ivory }), width / 2, 1035, "centre"),
  );

  const background = svg(
    width,
    height,
    [
      rect(0, 0, width, 290, C.maroon),
      rect(0, 290, width, 8, C.gold),
      ...rules,
      rect(0, 990, width, 90, C.maroon),
      rect(0, 986, width, 4, C.gold),
    ].join(""),
  );
  return { background, layers };
}

/** 1200 × 630: the shop on a maroon panel at the left, gold and silver side by side at the right. */
async function previewLayers(
  content: RateCardContent,
): Promise<{ background: Buffer; layers: OverlayOptions[] }> {
  const { width, height } = RATE_CARD_SHAPES.preview;
  const write = writer(content.language);
  const words = cardWords(content.language);
  const panel = 440;
  const margin = 48;
  const textWidth = panel - 2 * margin;
  const layers: OverlayOptions[] = [];
  const rules: string[] = [];

  let top = 48;
  const logo = content.logo && (await drawLogo(content.logo, { width: 200, height: 120 }));
  if (logo) {
    layers.push(...placeTop(logo, margin, top));
    top += logo.height + 28;
  }
  const name = await shopName(write, content, [42, 34, 28], textWidth, 120);
  layers.push(...placeTop(name, margin, top));
  top += (name?.height ?? 0) + 18;
  const title = await write(
    words.title,
    { size: 28, weight: 600, colour: C.gold, width: textWidth },
    "heading",
  );
  layers.push(...placeTop(title, margin, top));
  const effective = await write(cardEffectiveLine(content.effectiveAt, content.language), {
    size: 20,
    colour: C.ivory,
    width: textWidth,
  });
  if (effective) layers.push(...placeTop(effective, margin, height - 48 - effective.height));

  const columnWidth = 300;
  const columns: [RateMetal, number][] = [
    ["gold", panel + 60],
    ["silver", panel + 60 + columnWidth + 60],
  ];
  for (const [metal, left] of columns) {
    const end = left + columnWidth;
    layers.push(
      ...place(
        await write(words.metals[metal], { size: 36, weight: 700, colour: C.maroon }, "heading"),
        left,
        72,
      ),
    );
    layers.push(...place(await write(words.perVori, { size: 20, colour: C.muted }), left, 114));
    rules.push(rect(left, 140, columnWidth, 3, C.gold));
    for (const [index, grade] of RATE_GRADES.entries()) {
      const middle = 190 + index * 96;
      layers.push(
        ...place(await write(words.grades[grade], { size: 24, colour: C.charcoal }), left, middle - 20),
      );
      layers.push(
        ...place(
          await write(cardPrice(content.perVori[metal][grade], content.language), {
            size: 34,
            weight: 700,
            colour: C.charcoal,
            tabular: true,
          }),
          end,
          middle + 18,
          "end",
        ),
      );
      rules.push(rect(left, middle + 46, columnWidth, 2, C.rule));
    }
  }
  const contact = await write(contactLine(content), { size: 22, colour: C.muted });
  if (contact) layers.push(...place(contact, panel + 60, height - 40));

  const background = svg(
    width,
    height,
    [rect(0, 0, panel, height, C.maroon), rect(panel, 0, 6, height, C.gold), ...rules].join(""),
  );
  return { background, layers };
}

const LAYOUTS: Record<RateCardShape, typeof squareLayers> = { square: squareLayers, preview: previewLayers };

/**
 * One card as a PNG of exactly its shape's size. A palette PNG: flat colours and text keep it a
 * fraction of the 200 kB a message app or a preview crawler takes without complaint.
 */
export async function renderRateCard(content: RateCardContent, shape: RateCardShape): Promise<Buffer> {
  const { width, height } = RATE_CARD_SHAPES[shape];
  const { background, layers } = await LAYOUTS[shape](content);
  return sharp({ create: { width, height, channels: 3, background: C.ivory } })
    .composite([{ input: background, left: 0, top: 0 }, ...layers])
    .png({ palette: true, colours: 256, compressionLevel: 9, effort: 8 })
    .toBuffer();
}
