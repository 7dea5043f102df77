import { describe, expect, it } from "vitest";
import { POLL_MS, refreshDelay, SETTLE_MS } from "./display-timing";

const NOW = Date.parse("2026-11-29T04:00:00.000Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe("refreshDelay", () => {
  it.each<[string, string | null | undefined, number]>([
    ["nothing scheduled", null, POLL_MS],
    ["a copy from an older server", undefined, POLL_MS],
    ["a board due in ten seconds", at(10_000), 10_000 + SETTLE_MS],
    ["a board due in one millisecond", at(1), 1 + SETTLE_MS],
    ["a board due just inside the interval", at(POLL_MS - SETTLE_MS - 1), POLL_MS - 1],
    ["a board due after the interval", at(POLL_MS), POLL_MS],
    ["a board due tomorrow", at(24 * 60 * 60 * 1000), POLL_MS],
    ["a time the device's clock has passed", at(-5_000), POLL_MS],
    ["a time this very moment", at(0), POLL_MS],
    ["a time that does not read", "soon", POLL_MS],
  ])("%s", (_, nextChangeAt, delay) => {
    expect(refreshDelay(NOW, nextChangeAt)).toBe(delay);
  });

  it("takes another interval", () => {
    expect(refreshDelay(NOW, null, 5_000)).toBe(5_000);
    expect(refreshDelay(NOW, at(2_000), 5_000)).toBe(2_000 + SETTLE_MS);
  });
});
