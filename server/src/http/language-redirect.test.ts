import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("pages follow the visitor's language", () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-language-"));
    fs.mkdirSync(path.join(dir, "images"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>`,
    );
    fs.writeFileSync(path.join(dir, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const chosen = (language: string) => ({ cookie: `theme=dark; lang=${language}` });

  it.each([
    ["/", "/bn"],
    ["/jewelry", "/bn/jewelry"],
    ["/jewelry?category=ring&page=2", "/bn/jewelry?category=ring&page=2"],
    ["/gold-calculator", "/bn/gold-calculator"],
    ["/admin", "/bn/admin"],
    ["/admin/settings/messages", "/bn/admin/settings/messages"],
    ["/no/such/page", "/bn/no/such/page"],
  ])("sends %s to %s for a visitor who chose Bengali", async (address, target) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await t.request(address, { method, headers: chosen("bn") });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(target);
      expect(response.headers.get("vary")).toContain("Cookie, Accept-Language");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("set-cookie")).toBe("lang=bn; Path=/; Max-Age=31536000; SameSite=Lax");
    }
  });

  it("sends a first visit to Bengali when the browser asks for it, and a crawler without the header to English", async () => {
    const bengali = await t.request("/about?ref=wa", {
      headers: { "accept-language": "bn-BD,bn;q=0.9,en;q=0.8" },
    });
    expect(bengali.status).toBe(302);
    expect(bengali.headers.get("location")).toBe("/bn/about?ref=wa");
    // Remembered, so the next arrival is known without the browser's say (through the service worker
    // or offline), and the switch to English can overwrite it.
    expect(bengali.headers.get("set-cookie")).toBe("lang=bn; Path=/; Max-Age=31536000; SameSite=Lax");

    const crawler = await t.request("/about");
    expect(crawler.status).toBe(200);
    expect(crawler.headers.get("vary")).toContain("Cookie, Accept-Language");

    const english = await t.request("/about", { headers: { "accept-language": "en-GB,bn;q=0.5" } });
    expect(english.status).toBe(200);
    expect(english.headers.get("set-cookie")).toBeNull();
  });

  it("keeps English for a visitor who chose it, whatever the browser asks", async () => {
    const response = await t.request("/jewelry", {
      headers: { ...chosen("en"), "accept-language": "bn-BD,bn" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it("follows a link on this site to English whatever was remembered, so the switch never loops back", async () => {
    const followed: Record<string, string>[] = [
      { "accept-language": "bn-BD", "sec-fetch-site": "same-origin" },
      { ...chosen("bn"), "accept-language": "bn-BD", "sec-fetch-site": "same-origin" },
    ];
    for (const headers of followed) {
      const response = await t.request("/jewelry", { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("vary")).toContain("Sec-Fetch-Site");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("reads where a navigation the service worker fetched came from in its own header", async () => {
    // The worker's fetch is same-origin whatever the visitor did; its header tells the navigation's.
    const worker = (site: string) => ({ "sec-fetch-site": "same-origin", "navigation-site": site });
    for (const site of ["none", "cross-site"]) {
      const typed = await t.request("/jewelry", { headers: { ...chosen("bn"), ...worker(site) } });
      expect(typed.headers.get("location")).toBe("/bn/jewelry");
      const firstVisit = await t.request("/jewelry", {
        headers: { "accept-language": "bn", ...worker(site) },
      });
      expect(firstVisit.headers.get("location")).toBe("/bn/jewelry");
    }
    const followed = await t.request("/jewelry", { headers: { ...chosen("bn"), ...worker("same-origin") } });
    expect(followed.status).toBe(200);
    expect(followed.headers.get("vary")).toContain("navigation-site");
  });

  it.each(["/bn", "/bn/jewelry", "/bn/admin"])(
    "never sends the Bengali address %s to English, even for a visitor who chose English",
    async (address) => {
      const response = await t.request(address, { headers: { ...chosen("en"), "accept-language": "en" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("vary") ?? "").not.toContain("Cookie");
    },
  );

  it.each([
    "/api/health",
    "/api/settings",
    "/images/logo.svg",
    "/images/missing.png",
    "/robots.txt",
    "/sitemap.xml",
  ])("answers %s as it is, whatever the language: it is no page", async (address) => {
    const response = await t.request(address, {
      headers: { ...chosen("bn"), "accept-language": "bn" },
    });
    expect(response.status).not.toBe(302);
    expect(response.headers.get("location")).toBeNull();
  });

  it("leaves other methods alone", async () => {
    const response = await t.request("/contact", { method: "POST", headers: chosen("bn") });
    expect(response.status).not.toBe(302);
  });
});
