import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { RATE_CARD_SHAPES, RATE_CARDS } from "#core/rate-cards";
import { projectRoot } from "../paths";
import { type RateCardContent, renderRateCard } from "./rate-card-image";

const content = (changes: Partial<RateCardContent> = {}): RateCardContent => ({
  language: "en",
  shopName: "Shonali Jewellers",
  logo: fs.readFileSync(path.join(projectRoot, "pwa", "public", "images", "trademark.svg")),
  effectiveAt: "2026-11-22T04:00:00.000Z",
  perVori: {
    gold: { "22K": 228_614, "21K": 218_116, "18K": 187_790, Traditional: 155_131 },
    silver: { "22K": 3_966, "21K": 3_791, "18K": 3_243, Traditional: 2_426 },
  },
  website: "shop.example",
  phone: "+880 1711-223344",
  ...changes,
});

const MAX_BYTES = 200 * 1024;

describe("a rate card", () => {
  it.each(RATE_CARDS.map((card) => [card.language, card.shape, card] as const))(
    "in %s, %s: a PNG of exactly its size, under 200 kB",
    async (language, shape) => {
      const png = await renderRateCard(content({ language }), shape);
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({ format: "png", ...RATE_CARD_SHAPES[shape] });
      expect(png.byteLength).toBeLessThan(MAX_BYTES);
    },
  );

  it("differs between the languages, and with every price", async () => {
    const english = await renderRateCard(content(), "square");
    expect((await renderRateCard(content({ language: "bn" }), "square")).equals(english)).toBe(false);
    const silverMoved = content();
    silverMoved.perVori.silver.Traditional += 1;
    expect((await renderRateCard(silverMoved, "square")).equals(english)).toBe(false);
    expect((await renderRateCard(content(), "square")).equals(english)).toBe(true);
  });

  it("goes without a logo, and with a long name wrapped, still at its size", async () => {
    const png = await renderRateCard(
      content({
        logo: null,
        shopName: "Shonali Gold and Diamond Jewellers of Dhaka and Mymensingh",
        phone: "",
        website: "",
      }),
      "preview",
    );
    expect(await sharp(png).metadata()).toMatchObject(RATE_CARD_SHAPES.preview);
  });

  it("stays under 200 kB with a photo for a logo, the hardest picture for a PNG to keep small", async () => {
    const noise = Buffer.from(Array.from({ length: 320 * 320 * 3 }, (_, i) => (i * 7919) % 251));
    const photo = await sharp(noise, { raw: { width: 320, height: 320, channels: 3 } })
      .jpeg()
      .toBuffer();
    for (const { language, shape } of [RATE_CARDS[0], RATE_CARDS[3]].flatMap((card) => card ?? [])) {
      expect((await renderRateCard(content({ language, logo: photo }), shape)).byteLength).toBeLessThan(
        MAX_BYTES,
      );
    }
  });

  it("draws an unreadable logo as none, rather than failing", async () => {
    const png = await renderRateCard(content({ logo: Buffer.from("not an image") }), "square");
    expect(png.equals(await renderRateCard(content({ logo: null }), "square"))).toBe(true);
  });
});
