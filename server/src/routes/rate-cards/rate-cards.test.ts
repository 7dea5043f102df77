import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { RATE_CARD_SHAPES, RATE_CARDS, rateCardFile } from "#core/rate-cards";
import type { RateBoard, RateBoardPrices } from "#core/schemas/gold-rates";
import { createTestApp, type TestApp } from "../../testing/test-app";

const board = (gold22: number): RateBoardPrices => ({
  gold: { "22K": gold22, "21K": gold22 - 900, "18K": gold22 - 3500, Traditional: gold22 - 6300 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
});
const HOUR = 60 * 60 * 1000;

describe("the rate cards", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const publish = async (gold22: number, effectiveAt?: Date) => {
    const response = await t.request("/api/gold-rates", {
      method: "POST",
      token,
      json: { prices: board(gold22), ...(effectiveAt && { effectiveAt: effectiveAt.toISOString() }) },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as RateBoard).id;
  };
  /** Where today's card leads, and the card there. */
  const todays = async (card = "en-square.png") => {
    const redirect = await t.request(`/api/rate-cards/today/${card}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("no-cache");
    const location = redirect.headers.get("location") ?? "";
    const response = await t.request(location);
    expect(response.status).toBe(200);
    return { location, response, png: Buffer.from(await response.arrayBuffer()) };
  };

  it("has no card of today before the first board, and names the cards there are", async () => {
    const none = await t.request("/api/rate-cards/today/en-square.png");
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: "No rate board is in force yet" });
    const unknown = await t.request("/api/rate-cards/today/en-story.png");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe(
      "No such rate card: the cards are en-square.png, en-preview.png, bn-square.png, bn-preview.png",
    );
  });

  it("leads today's card to its board's, which is a PNG of its size, kept for good at its address", async () => {
    const id = await publish(19_600);
    for (const card of RATE_CARDS) {
      const { location, response, png } = await todays(rateCardFile(card));
      expect(location).toMatch(new RegExp(`^/api/rate-cards/${id}/${rateCardFile(card)}\\?v=[0-9a-f]{12}$`));
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await sharp(png).metadata()).toMatchObject(RATE_CARD_SHAPES[card.shape]);
      expect(png.byteLength).toBeLessThan(200 * 1024);
      const again = await t.request(location, {
        headers: { "if-none-match": response.headers.get("etag") ?? "" },
      });
      expect(again.status).toBe(304);
    }
    const bengali = (await todays("bn-square.png")).png;
    expect(bengali.equals((await todays("en-square.png")).png)).toBe(false);
  });

  it("changes with a new board, and a scheduled one takes over by itself at its time", async () => {
    const first = await publish(19_600);
    const before = await todays();
    t.advance(HOUR);
    const scheduled = await publish(19_900, new Date(t.now().getTime() + HOUR));

    // Not yet: today's is still the first board's, and the scheduled board's own card is not shown.
    expect((await todays()).location).toBe(before.location);
    expect((await t.request(`/api/rate-cards/${scheduled}/en-square.png`)).status).toBe(404);

    t.advance(HOUR);
    const after = await todays();
    expect(after.location).toMatch(new RegExp(`^/api/rate-cards/${scheduled}/`));
    expect(after.png.equals(before.png)).toBe(false);
    // The first board's card stays at its address, as it was.
    const old = await t.request(before.location);
    expect(Buffer.from(await old.arrayBuffer()).equals(before.png)).toBe(true);
    expect(first).not.toBe(scheduled);
  });

  it("draws the shop's new name at a new address; an old address is kept only a few minutes", async () => {
    await publish(19_600);
    const before = await todays();
    const renamed = await t.request("/api/website-settings/homePage", {
      method: "PUT",
      token,
      json: { homePage: { siteName: "Rupa Jewellers" } },
    });
    expect(renamed.status).toBe(200);
    const after = await todays();
    expect(after.location).not.toBe(before.location);
    expect(after.png.equals(before.png)).toBe(false);
    const old = await t.request(before.location);
    expect(old.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("shows no card of a withdrawn board, nor of one that is not there", async () => {
    const id = await publish(19_600);
    expect((await t.request(`/api/gold-rates/boards/${id}`, { method: "DELETE", token })).status).toBe(200);
    expect((await t.request(`/api/rate-cards/${id}/en-square.png`)).status).toBe(404);
    expect((await t.request("/api/rate-cards/today/en-square.png")).status).toBe(404);
    expect((await t.request("/api/rate-cards/999/en-square.png")).status).toBe(404);
    expect((await t.request("/api/rate-cards/1e3/en-square.png")).status).toBe(404);
  });
});
