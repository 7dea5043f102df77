import { describe, expect, it } from "vitest";
import { UPLOAD_WIDTHS, type UploadedImage, uploadWidths } from "./uploaded-image";
import { uploadVariantUpTo } from "./uploaded-image-variant";

const hash = "0123456789abcdef0123456789abcdef";
const photo = (width: number, height: number): UploadedImage => ({ hash, width, height, color: "c8a27a" });

describe("a photo's file up to a standard width", () => {
  it.each([
    [photo(1600, 1200), 1080, { url: `/uploads/${hash}/1080.jpg`, width: 1080, height: 810 }],
    [photo(1080, 1350), 1080, { url: `/uploads/${hash}/1080.jpg`, width: 1080, height: 1350 }],
    [photo(900, 1125), 1080, { url: `/uploads/${hash}/900.jpg`, width: 900, height: 1125 }],
    [photo(1600, 1067), 320, { url: `/uploads/${hash}/320.jpg`, width: 320, height: 213 }],
    [photo(1600, 1001), 480, { url: `/uploads/${hash}/480.jpg`, width: 480, height: 300 }],
    [photo(200, 150), 320, { url: `/uploads/${hash}/200.jpg`, width: 200, height: 150 }],
    [photo(1600, 1), 320, { url: `/uploads/${hash}/320.jpg`, width: 320, height: 1 }],
  ] as const)("of %o at %i px is %o", (image, width, variant) => {
    expect(uploadVariantUpTo(image, width, "jpg")).toEqual(variant);
  });

  it("is always one of the widths the photo is stored at", () => {
    for (const width of [100, 320, 479, 480, 481, 750, 1079, 1080, 1200, 1600])
      for (const standard of UPLOAD_WIDTHS)
        expect(uploadWidths(width)).toContain(uploadVariantUpTo(photo(width, width), standard, "avif").width);
  });

  it("names the format asked for", () => {
    expect(uploadVariantUpTo(photo(1600, 1200), 750, "webp").url).toBe(`/uploads/${hash}/750.webp`);
  });
});
