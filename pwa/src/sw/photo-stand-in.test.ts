import { describe, expect, it } from "vitest";
import { standInFor } from "./photo-stand-in";

const HASH = "0123456789abcdef0123456789abcdef";
const OTHER = "fedcba9876543210fedcba9876543210";
const file = (name: string, hash = HASH) => `https://shop.example.com/uploads/${hash}/${name}`;

describe("the cached file that stands in for a photo's file offline", () => {
  it.each<[string, string, string[], string | null]>([
    [
      "the narrowest at least as wide as asked",
      "750.avif",
      ["320.avif", "1080.avif", "1600.avif"],
      "1080.avif",
    ],
    ["the widest there is when all are narrower", "1080.avif", ["320.avif", "480.avif"], "480.avif"],
    [
      "the format asked for among files of one width",
      "750.webp",
      ["750.avif", "750.webp", "750.jpg"],
      "750.webp",
    ],
    ["the best format when the one asked for is not there", "750.jpg", ["750.webp", "750.avif"], "750.avif"],
    ["a closer width before the format asked for", "480.avif", ["480.jpg", "1080.avif"], "480.jpg"],
    [
      "the photo's own largest JPEG, by its address",
      "750.jpg",
      ["1600x2000-c8a27a.jpg"],
      "1600x2000-c8a27a.jpg",
    ],
    ["nothing when no file of the photo is cached", "750.avif", [], null],
  ])("is %s", (_, requested, cached, standIn) => {
    expect(
      standInFor(
        file(requested),
        cached.map((name) => file(name)),
      ),
    ).toBe(standIn && file(standIn));
  });

  it("is never a file of another photo", () => {
    expect(standInFor(file("750.avif"), [file("750.avif", OTHER), file("480.avif", OTHER)])).toBeNull();
  });

  it.each([
    "https://shop.example.com/images/sample/ring.svg",
    `https://shop.example.com/uploads/${HASH}/notes.txt`,
    `https://shop.example.com/uploads/${HASH}/750.png`,
  ])("is nothing for %s, which is no photo's file", (requested) => {
    expect(standInFor(requested, [file("750.avif")])).toBeNull();
  });
});
