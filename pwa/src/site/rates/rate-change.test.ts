import { describe, expect, it } from "vitest";
import { rateChange } from "./rate-change";

describe("rateChange", () => {
  it.each([
    [
      { perVori: 228614, previousPerGram: 19500 },
      { direction: "up", perVori: 1166 },
    ],
    [
      { perVori: 227448, previousPerGram: 19600 },
      { direction: "down", perVori: 1166 },
    ],
    [{ perVori: 228614, previousPerGram: 19600 }, { direction: "same" }],
    [{ perVori: 4082, previousPerGram: 350 }, { direction: "same" }],
    [{ perVori: 228614, previousPerGram: null }, null],
  ])("compares %o with the previous board", (entry, expected) => {
    expect(rateChange(entry)).toEqual(expected);
  });
});
