import { describe, expect, it } from "vitest";
import { thumbnailSrc } from "./photo-thumbnail-src";

const hash = "0123456789abcdef0123456789abcdef";

describe("thumbnailSrc", () => {
  it.each([
    [
      "an uploaded photo: its smallest stored size",
      `/uploads/${hash}/1600x2000-b8893a.jpg`,
      `/uploads/${hash}/320.webp`,
    ],
    [
      "an uploaded photo narrower than every standard size: its own width",
      `/uploads/${hash}/300x200-ffffff.jpg`,
      `/uploads/${hash}/300.webp`,
    ],
    ["a path on the site, as it is", "/images/sample/ring-gold.svg", "/images/sample/ring-gold.svg"],
    ["an outside link, as it is", "https://cdn.example.com/ring.jpg", "https://cdn.example.com/ring.jpg"],
    [
      "a look-alike that is not an upload's address",
      `/uploads/${hash}/320.webp`,
      `/uploads/${hash}/320.webp`,
    ],
  ])("%s", (_, url, expected) => {
    expect(thumbnailSrc(url)).toBe(expected);
  });
});
