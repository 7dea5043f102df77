import { describe, expect, it } from "vitest";
import { type FileUse, trimToBudget } from "./cache-byte-budget";

const ledger = (entries: Record<string, [bytes: number, usedAt: number]>) =>
  new Map<string, FileUse>(Object.entries(entries).map(([url, [bytes, usedAt]]) => [url, { bytes, usedAt }]));

describe("a cache kept under a number of bytes", () => {
  it("keeps everything while the total fits, to the byte", () => {
    expect(
      trimToBudget({
        cached: ["a", "b", "c"],
        ledger: ledger({ a: [40, 1], b: [30, 2], c: [30, 3] }),
        maxBytes: 100,
        justStored: "c",
      }),
    ).toEqual({ evict: [], forget: [] });
  });

  it("drops the least recently used files until the rest fit", () => {
    expect(
      trimToBudget({
        cached: ["a", "b", "c", "d"],
        ledger: ledger({ a: [40, 5], b: [30, 1], c: [30, 3], d: [30, 9] }),
        maxBytes: 80,
        justStored: "d",
      }).evict,
    ).toEqual(["b", "c"]);
  });

  it("never drops the file just stored when it fits on its own, even if it was the least recently used", () => {
    expect(
      trimToBudget({
        cached: ["old", "new"],
        ledger: ledger({ old: [60, 5], new: [60, 1] }),
        maxBytes: 100,
        justStored: "new",
      }).evict,
    ).toEqual(["old"]);
  });

  it("drops a file larger than the whole budget, and nothing else for it", () => {
    expect(
      trimToBudget({
        cached: ["a", "b", "huge"],
        ledger: ledger({ a: [30, 1], b: [30, 2], huge: [150, 3] }),
        maxBytes: 100,
        justStored: "huge",
      }).evict,
    ).toEqual(["huge"]);
  });

  it("counts nothing for a cached file it has no size for, and never chooses it", () => {
    expect(
      trimToBudget({
        cached: ["unknown", "a", "b"],
        ledger: ledger({ a: [60, 2], b: [60, 3] }),
        maxBytes: 100,
        justStored: "b",
      }).evict,
    ).toEqual(["a"]);
  });

  it("forgets the sizes of files the cache no longer holds, and does not count them", () => {
    expect(
      trimToBudget({
        cached: ["a", "b"],
        ledger: ledger({ expired: [500, 0], a: [50, 1], b: [50, 2] }),
        maxBytes: 100,
        justStored: "b",
      }),
    ).toEqual({ evict: [], forget: ["expired"] });
  });

  it("drops files used at the same moment in a fixed order", () => {
    const check = {
      ledger: ledger({ a: [50, 1], b: [50, 1], c: [50, 2] }),
      maxBytes: 60,
      justStored: "c",
    };
    expect(trimToBudget({ ...check, cached: ["b", "a", "c"] }).evict).toEqual(["a", "b"]);
    expect(trimToBudget({ ...check, cached: ["a", "b", "c"] }).evict).toEqual(["a", "b"]);
  });
});
