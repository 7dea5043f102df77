import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("the built site", () => {
  let dir: string;
  let t: TestApp;
  const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
  const preview = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(2000).fill(0), 0xff, 0xd9]);
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-static-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.mkdirSync(path.join(dir, "images"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>`,
    );
    fs.writeFileSync(path.join(dir, "assets", "index-Ab12Cd34.js"), script);
    fs.writeFileSync(path.join(dir, "assets", "index-Ab12Cd34.js.br"), brotliCompressSync(script));
    fs.writeFileSync(path.join(dir, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    fs.mkdirSync(path.join(dir, "images", "og"));
    fs.writeFileSync(path.join(dir, "images", "og", "site.jpg"), preview);
    fs.writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["/", 200],
    ["/jewelry", 200],
    ["/jewelry/abc123", 404],
    ["/gold-calculator", 200],
    ["/admin", 200],
    ["/no/such/page", 404],
  ])("answers the page %s with the app shell and status %i", async (route, status) => {
    const response = await t.request(route);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain('<div id="root">');
  });

  it("serves hashed assets precompressed and cached for a year", async () => {
    const response = await t.request("/assets/index-Ab12Cd34.js", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toContain("javascript");
  });

  it("serves a link preview as a JPEG, kept a day: its address stays the same from build to build", async () => {
    const response = await t.request("/images/og/site.jpg", { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(preview);
  });

  it("lets the service worker script always revalidate", async () => {
    const response = await t.request("/sw.js");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it.each(["/humans.txt", "/images/missing.png", "/assets/gone-Zz99.js", "/favicon.ico"])(
    "answers 404 JSON, never the HTML shell, for the missing file %s",
    async (file) => {
      const response = await t.request(file);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ error: "Not found" });
    },
  );

  it("keeps API answers JSON, even for unknown API paths", async () => {
    const response = await t.request("/api/unknown");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("sends the security headers on pages and API answers alike", async () => {
    for (const route of ["/", "/api/health"]) {
      const response = await t.request(route);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src https://www.google.com");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("leaves a document's policies off scripts and images, and keeps them on SVG and the service worker", async () => {
    const documentOnly = [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
    ];
    for (const file of ["/assets/index-Ab12Cd34.js", "/images/og/site.jpg"]) {
      const response = await t.request(file);
      expect(response.status).toBe(200);
      for (const name of documentOnly) expect(response.headers.get(name), `${name} on ${file}`).toBeNull();
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    for (const file of ["/images/logo.svg", "/sw.js"]) {
      const response = await t.request(file);
      expect(response.status).toBe(200);
      for (const name of documentOnly)
        expect(response.headers.get(name), `${name} on ${file}`).not.toBeNull();
    }
  });

  it("compresses the HTML shell for clients that accept it", async () => {
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html><body>${"<p>shop</p>".repeat(300)}</body></html>`,
    );
    const fresh = await createTestApp({ staticDir: dir });
    const response = await fresh.request("/about", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});
