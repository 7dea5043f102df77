import { describe, expect, it } from "vitest";
import {
  type LinkPreviewImage,
  linkPreviewImage,
  previewTwinPath,
  shareableImageLink,
} from "./link-preview-image";

const ORIGIN = "https://shop.example.com";
const DEFAULT = `${ORIGIN}/images/og/site.jpg`;

const preview = (url: string): LinkPreviewImage => ({ url, type: "image/jpeg", width: 1200, height: 630 });
const HASH = "0123456789abcdef0123456789abcdef";
const uploaded = (size: string) => `/uploads/${HASH}/${size}-c8a27a.jpg`;
const uploadedJpeg = (width: number, height: number): LinkPreviewImage => ({
  url: `${ORIGIN}/uploads/${HASH}/${width}.jpg`,
  type: "image/jpeg",
  width,
  height,
});
const ownRaster = (url: string, type: string): LinkPreviewImage => ({ url, type, width: null, height: null });

describe("previewTwinPath", () => {
  it.each<[string, string | null]>([
    ["/images/sample/ring-gold.svg", "/images/og/sample/ring-gold.jpg"],
    ["/images/trademark.svg", "/images/og/trademark.jpg"],
    ["/images/Logo.SVG", "/images/og/Logo.jpg"],
    ["/images/svg/ring.svg", "/images/og/svg/ring.jpg"],
    ["/images/og/site.svg", null],
    ["/images/sample/ring-gold.png", null],
    ["/icons/favicon.svg", null],
    ["/imagesx/ring.svg", null],
    ["/images/ring.svg.png", null],
  ])("%s → %s", (path, twin) => {
    expect(previewTwinPath(path)).toBe(twin);
  });
});

describe("shareableImageLink", () => {
  it.each<[string, string, string | null, string | null]>([
    [
      "an uploaded photo by its 1080 px JPEG",
      uploaded("1600x2000"),
      ORIGIN,
      `${ORIGIN}/uploads/${HASH}/1080.jpg`,
    ],
    [
      "an uploaded photo narrower than that",
      uploaded("640x480"),
      ORIGIN,
      `${ORIGIN}/uploads/${HASH}/640.jpg`,
    ],
    ["an uploaded photo, without an origin", uploaded("1600x2000"), null, null],
    ["one of the site's SVGs as it is", "/images/logo.svg", ORIGIN, `${ORIGIN}/images/logo.svg`],
    ["a link elsewhere as it is", "https://cdn.example.net/a.svg", null, "https://cdn.example.net/a.svg"],
    ["nothing for a link that is not one", "javascript:alert(1)", ORIGIN, null],
  ])("gives %s", (_, link, origin, shared) => {
    expect(shareableImageLink(link, origin)).toBe(shared);
  });
});

describe("linkPreviewImage", () => {
  it.each<[string, string[], LinkPreviewImage | null]>([
    [
      "an item's own photo, as it is",
      ["/uploads/ring.JPG"],
      ownRaster(`${ORIGIN}/uploads/ring.JPG`, "image/jpeg"),
    ],
    [
      "a photo elsewhere, with its query",
      ["https://cdn.example.net/a/ring.webp?w=1200"],
      ownRaster("https://cdn.example.net/a/ring.webp?w=1200", "image/webp"),
    ],
    ["a PNG", ["/uploads/ring.png"], ownRaster(`${ORIGIN}/uploads/ring.png`, "image/png")],
    ["an AVIF", ["/uploads/ring.avif"], ownRaster(`${ORIGIN}/uploads/ring.avif`, "image/avif")],
    [
      "a JPEG by its other name",
      ["/uploads/ring.jpeg"],
      ownRaster(`${ORIGIN}/uploads/ring.jpeg`, "image/jpeg"),
    ],
    ["an uploaded photo, by its 1080 px JPEG", [uploaded("1600x2000")], uploadedJpeg(1080, 1350)],
    ["an uploaded photo narrower than that, by its own JPEG", [uploaded("900x600")], uploadedJpeg(900, 600)],
    [
      "an uploaded photo written as a full address",
      [`${ORIGIN}${uploaded("1600x1200")}`],
      uploadedJpeg(1080, 810),
    ],
    [
      "a photo at an uploads address elsewhere, as it is",
      [`https://cdn.example.net${uploaded("1600x1200")}`],
      ownRaster(`https://cdn.example.net${uploaded("1600x1200")}`, "image/jpeg"),
    ],
    [
      "an uploaded photo before the SVGs after it",
      ["https://cdn.example.net/ring.svg", uploaded("1200x1500"), "/images/sample/ring-gold.svg"],
      uploadedJpeg(1080, 1350),
    ],
    [
      "one of the site's SVGs, by its preview",
      ["/images/sample/ring-gold.svg"],
      preview(`${ORIGIN}/images/og/sample/ring-gold.jpg`),
    ],
    [
      "one of the site's SVGs written as a full address",
      [`${ORIGIN}/images/trademark.svg?v=2`],
      preview(`${ORIGIN}/images/og/trademark.jpg`),
    ],
    [
      "the first image that can be drawn, in order",
      ["", "https://cdn.example.net/ring.svg", "/images/sample/ring-gold.svg", "/uploads/ring.jpg"],
      preview(`${ORIGIN}/images/og/sample/ring-gold.jpg`),
    ],
    ["the default for an SVG elsewhere", ["https://cdn.example.net/ring.svg"], preview(DEFAULT)],
    ["the default for an SVG of this site outside the images", ["/icons/favicon.svg"], preview(DEFAULT)],
    ["the default for an address with no image type", ["https://cdn.example.net/photo"], preview(DEFAULT)],
    ["the default for a path ending in an image type only in its query", ["/photo?x.jpg"], preview(DEFAULT)],
    ["the default for no image", [], preview(DEFAULT)],
    ["the default for blanks", ["", ""], preview(DEFAULT)],
    [
      "the default for a link that is not one",
      ["javascript:alert(1).jpg", "//evil.example/x.jpg"],
      preview(DEFAULT),
    ],
  ])("shows %s", (_, links, image) => {
    expect(linkPreviewImage(links, ORIGIN)).toEqual(image);
  });

  it.each<[string, string[], LinkPreviewImage | null]>([
    [
      "no path of this site",
      ["/uploads/ring.jpg", "/images/sample/ring-gold.svg", uploaded("1600x2000")],
      null,
    ],
    ["no preview at all", [], null],
    [
      "a full address of a photo elsewhere",
      ["/uploads/ring.jpg", "https://cdn.example.net/ring.jpg"],
      ownRaster("https://cdn.example.net/ring.jpg", "image/jpeg"),
    ],
    [
      "no preview for an SVG at a full address, since it cannot tell it is this site's",
      ["https://shop.example.com/images/sample/ring-gold.svg"],
      null,
    ],
  ])("without a configured origin, shows %s", (_, links, image) => {
    expect(linkPreviewImage(links, null)).toEqual(image);
  });

  it("never answers an SVG, whatever it is given", () => {
    const links = [
      "/images/sample/ring-gold.svg",
      "/images/og/x.svg",
      "https://cdn.example.net/x.svg",
      `${ORIGIN}/x.svg`,
      "/x.SVG",
      "/images/x.svg#frag",
    ];
    for (const link of links) {
      for (const origin of [ORIGIN, null]) {
        expect(linkPreviewImage([link], origin)?.url ?? "").not.toMatch(/\.svg(?:[?#]|$)/i);
      }
    }
  });
});
