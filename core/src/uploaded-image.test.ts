import { describe, expect, it } from "vitest";
import {
  parseUploadedImageUrl,
  type UploadedImage,
  uploadedImageUrl,
  uploadSrcSet,
  uploadVariantFile,
  uploadWidths,
} from "./uploaded-image";

const photo: UploadedImage = {
  hash: "0123456789abcdef0123456789abcdef",
  width: 1600,
  height: 1200,
  color: "c8a27a",
};

describe("an uploaded photo's address", () => {
  it("names the photo and reads back as the same photo", () => {
    const url = uploadedImageUrl(photo);
    expect(url).toBe("/uploads/0123456789abcdef0123456789abcdef/1600x1200-c8a27a.jpg");
    expect(parseUploadedImageUrl(url)).toEqual(photo);
  });

  it.each([
    "https://example.com/ring.jpg",
    "/images/sample/ring.svg",
    "/uploads/0123456789abcdef0123456789abcdef/1600x1200-c8a27a.png",
    "/uploads/0123456789ABCDEF0123456789ABCDEF/1600x1200-c8a27a.jpg",
    "/uploads/../0123456789abcdef0123456789abcdef/1600x1200-c8a27a.jpg",
    "/uploads/0123456789abcdef0123456789abcdef/0x1200-c8a27a.jpg",
    "/uploads/0123456789abcdef0123456789abcdef/1600x1200-c8a27a.jpg?x=1",
  ])("is not read from %s", (url) => {
    expect(parseUploadedImageUrl(url)).toBeNull();
  });

  it("refuses to name a photo from a hash or colour that is not one", () => {
    expect(() => uploadedImageUrl({ ...photo, hash: "../etc" })).toThrow();
    expect(() => uploadedImageUrl({ ...photo, color: "red" })).toThrow();
  });
});

describe("a photo's stored widths", () => {
  it.each([
    [4000, [320, 480, 750, 1080, 1600, 4000]],
    [1600, [320, 480, 750, 1080, 1600]],
    [800, [320, 480, 750, 800]],
    [480, [320, 480]],
    [200, [200]],
  ])("for a photo %i px wide are %j, never wider than the photo", (width, widths) => {
    expect(uploadWidths(width)).toEqual(widths);
  });

  it("make a srcset of every width in one format", () => {
    expect(uploadSrcSet({ ...photo, width: 750, height: 500 }, "avif")).toBe(
      [320, 480, 750].map((w) => `/uploads/${photo.hash}/${w}.avif ${w}w`).join(", "),
    );
  });
});

describe("a file inside a photo's folder", () => {
  it.each([
    ["320.avif", { width: 320, format: "avif" }],
    ["1080.webp", { width: 1080, format: "webp" }],
    ["750.jpg", { width: 750, format: "jpg" }],
    ["1600x1200-c8a27a.jpg", { width: 1600, format: "jpg" }],
  ])("%s is a variant", (file, variant) => {
    expect(uploadVariantFile(photo.hash, file)).toEqual(variant);
  });

  it.each(["320.png", "0320.avif", "../320.avif", "320.avif.br", "index.html", ""])("%s is not", (file) => {
    expect(uploadVariantFile(photo.hash, file)).toBeNull();
  });
});
