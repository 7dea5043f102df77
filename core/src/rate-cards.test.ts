import { describe, expect, it } from "vitest";
import {
  parseRateCardFile,
  RATE_CARDS,
  rateCardDownloadName,
  rateCardFile,
  rateCardPath,
} from "./rate-cards";

describe("rate card names", () => {
  it.each([
    ["en-square.png", { language: "en", shape: "square" }],
    ["bn-preview.png", { language: "bn", shape: "preview" }],
    ["fr-square.png", null],
    ["en-story.png", null],
    ["en-square.jpg", null],
    ["en-toString.png", null],
    ["../en-square.png", null],
    ["", null],
  ])("reads %j as %j", (file, card) => {
    expect(parseRateCardFile(file)).toEqual(card);
  });

  it("names every card of a board, each read back as itself", () => {
    expect(RATE_CARDS.map(rateCardFile)).toEqual([
      "en-square.png",
      "en-preview.png",
      "bn-square.png",
      "bn-preview.png",
    ]);
    for (const card of RATE_CARDS) expect(parseRateCardFile(rateCardFile(card))).toEqual(card);
  });

  it("addresses a board's card with its brand version, and today's without", () => {
    expect(rateCardPath(12, { language: "bn", shape: "square" }, "0123456789ab")).toBe(
      "/api/rate-cards/12/bn-square.png?v=0123456789ab",
    );
    expect(rateCardPath("today", { language: "en", shape: "preview" })).toBe(
      "/api/rate-cards/today/en-preview.png",
    );
    expect(rateCardDownloadName("2026-11-29", "bn")).toBe("gold-rate-2026-11-29-bn.png");
  });
});
