import { describe, expect, it } from "vitest";
import { formatBytes } from "./bytes";

describe("formatBytes", () => {
  it.each([
    [0, "0 byte"],
    [999, "999 byte"],
    [1000, "1 kB"],
    [3_456_789, "3.5 MB"],
    [1_200_000_000, "1.2 GB"],
  ])("writes %d bytes as %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("writes Bengali digits in Bengali", () => {
    expect(formatBytes(3_456_789, "bn")).toMatch(/^৩\.৫ /);
  });
});
