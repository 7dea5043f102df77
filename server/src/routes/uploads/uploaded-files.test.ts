import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_FORMATS, type UploadedImage, uploadedImageUrl, uploadWidths } from "#core/uploaded-image";
import { CONTENT_SECURITY_POLICY_HEADER } from "../../http/security-headers";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testPhoto } from "../../testing/test-photos";

const TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;

describe("GET /uploads/:hash/:file", () => {
  let dir: string;
  let t: TestApp;
  let photo: UploadedImage;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
    t = await createTestApp({ sampleData: false, uploadsDir: dir });
    photo = await t.uploads.save(await testPhoto({ width: 800, height: 600 }));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const stored = (file: string) => fs.readFileSync(path.join(dir, photo.hash, file));

  it("serves every variant with its type, for a year, as an image and never as a document", async () => {
    for (const width of uploadWidths(photo.width))
      for (const format of UPLOAD_FORMATS) {
        const response = await t.request(`/uploads/${photo.hash}/${width}.${format}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(TYPES[format]);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get(CONTENT_SECURITY_POLICY_HEADER)).toBeNull();
        expect(response.headers.get("x-frame-options")).toBeNull();
        expect(Buffer.from(await response.arrayBuffer())).toEqual(stored(`${width}.${format}`));
      }
  });

  it("serves no file that a link in the uploads folder points at", async () => {
    const outside = path.join(dir, "..", `outside-${photo.hash}.txt`);
    fs.writeFileSync(outside, "the server's own file");
    fs.symlinkSync(outside, path.join(dir, photo.hash, "1600.jpg"));
    try {
      expect((await t.request(`/uploads/${photo.hash}/1600.jpg`)).status).toBe(404);
    } finally {
      fs.rmSync(path.join(dir, photo.hash, "1600.jpg"));
      fs.rmSync(outside);
    }
  });

  it("serves the photo's own address as its largest JPEG", async () => {
    const response = await t.request(uploadedImageUrl(photo));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(stored("800.jpg"));
  });

  it("answers a HEAD with the size and no body, and a revalidation with 304", async () => {
    const head = await t.request(`/uploads/${photo.hash}/320.webp`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(stored("320.webp").length));
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag") ?? "";
    const again = await t.request(`/uploads/${photo.hash}/320.webp`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    ["a width not stored", () => `/uploads/${photo.hash}/1600.jpg`],
    ["a photo never stored", () => `/uploads/${"0".repeat(32)}/320.jpg`],
    ["another size in the photo's name", () => `/uploads/${photo.hash}/801x600-${photo.color}.jpg`],
    ["the facts file", () => `/uploads/${photo.hash}/photo.json`],
    ["an extension the site does not store", () => `/uploads/${photo.hash}/320.png`],
    ["a hash in capitals", () => `/uploads/${photo.hash.toUpperCase()}/320.jpg`],
    ["the scratch folder", () => "/uploads/.incoming/320.jpg"],
    ["a way up, encoded", () => `/uploads/${photo.hash}/..%2F..%2Fshop.sqlite`],
    ["a way up to the data folder", () => `/uploads/..%2F${photo.hash}/320.jpg`],
    ["a folder of its own", () => `/uploads/${photo.hash}`],
  ])("answers 404 in JSON for %s", async (_, address) => {
    const response = await t.request(address());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
