import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { RateBoardPrices } from "#core/schemas/gold-rates";
import type { JewelryItem, NewJewelry } from "#core/schemas/jewelry";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { renderSitemap, SITEMAP_URL_LIMIT } from "./sitemap";

const ORIGIN = "https://shop.example.com";
const HOUR = 60 * 60 * 1000;
const PUBLIC_PAGES = [
  "/",
  "/jewelry",
  "/gold-calculator",
  "/gold-calculator-enhanced",
  "/gold-exchange",
  "/zakat",
  "/gold-rates",
  "/about",
  "/contact",
];
const ring: NewJewelry = {
  name: "Shapla Ring",
  description: "A ring.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "/images/sample/ring-gold.svg",
  images: [],
  featured: false,
};
const board = (gold22: number): RateBoardPrices => ({
  gold: { "22K": gold22, "21K": gold22 - 900, "18K": gold22 - 3500, Traditional: gold22 - 6300 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
});

const URL_ENTRY =
  /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g;

/** Each English <url> of a sitemap as address → lastmod (null when it has none). */
const readSitemap = (xml: string): Map<string, string | null> =>
  new Map(
    [...xml.matchAll(URL_ENTRY)]
      .filter((match) => !new URL(match[1] ?? "").pathname.startsWith("/bn"))
      .map((match) => [match[1] ?? "", match[2] ?? null]),
  );

describe("robots.txt", () => {
  it("keeps crawlers out of the admin and the API and names the sitemap by PUBLIC_URL", async () => {
    const t = await createTestApp({ publicUrl: ORIGIN });
    const response = await t.request("/robots.txt", { headers: { host: "evil.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(await response.text()).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /bn/admin\nDisallow: /api\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });

  it("names no sitemap without PUBLIC_URL, never one from the Host header", async () => {
    const t = await createTestApp();
    const response = await t.request("/robots.txt", { headers: { host: "evil.example" } });
    expect(await response.text()).toBe(
      "User-agent: *\nDisallow: /admin\nDisallow: /bn/admin\nDisallow: /api\n",
    );
  });

  it("answers ahead of the built site, whose missing files are 404s", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-discovery-"));
    try {
      fs.writeFileSync(
        path.join(dir, "index.html"),
        "<!doctype html><html><head></head><body></body></html>",
      );
      const t = await createTestApp({ staticDir: dir, publicUrl: ORIGIN });
      for (const file of ["/robots.txt", "/sitemap.xml"]) {
        const response = await t.request(file);
        expect(response.status, file).toBe(200);
      }
      expect((await t.request("/humans.txt")).status).toBe(404);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("sitemap.xml", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false, publicUrl: ORIGIN });
    token = await t.login();
  });

  const sitemap = async () => {
    const response = await t.request("/sitemap.xml");
    expect(response.status).toBe(200);
    return readSitemap(await response.text());
  };
  const addItem = async (fields: Partial<NewJewelry> = {}) => {
    const response = await t.request("/api/jewelry", { method: "POST", token, json: { ...ring, ...fields } });
    expect(response.status).toBe(201);
    return (await response.json()) as JewelryItem;
  };

  it("lists every public page and every item by its absolute address, as XML with the security headers", async () => {
    const first = await addItem();
    t.advance(1000);
    const second = await addItem({ name: "Kolka Pendant" });
    const response = await t.request("/sitemap.xml", { headers: { host: "evil.example" } });
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );
    expect(xml).not.toContain("evil.example");
    expect([...readSitemap(xml).keys()]).toEqual([
      ...PUBLIC_PAGES.map((page) => `${ORIGIN}${page}`),
      `${ORIGIN}/jewelry/${second._id}`,
      `${ORIGIN}/jewelry/${first._id}`,
    ]);
  });

  it("dates each page by the data it shows, and leaves out a date the data does not know", async () => {
    const empty = await sitemap();
    expect([...empty.values()]).toEqual(PUBLIC_PAGES.map(() => null));

    const first = await addItem();
    t.advance(HOUR);
    const pendant = await addItem({ name: "Kolka Pendant" });
    t.advance(HOUR);
    expect(
      (await t.request("/api/gold-rates", { method: "POST", token, json: { prices: board(19_000) } })).status,
    ).toBe(201);
    t.advance(HOUR);
    const saved = await t.request("/api/website-settings/aboutUs", {
      method: "PUT",
      token,
      json: { aboutUs: { mission: "Honest gold." } },
    });
    expect(saved.status).toBe(200);
    t.advance(HOUR);
    const edited = await t.request(`/api/jewelry/${first._id}`, {
      method: "PUT",
      token,
      json: { weight: 5 },
    });
    expect(edited.status).toBe(200);

    const dates = await sitemap();
    expect(Object.fromEntries(dates)).toEqual({
      [`${ORIGIN}/`]: "2026-11-22T08:00:00.000Z",
      [`${ORIGIN}/jewelry`]: "2026-11-22T08:00:00.000Z",
      [`${ORIGIN}/gold-calculator`]: "2026-11-22T07:00:00.000Z",
      [`${ORIGIN}/gold-calculator-enhanced`]: "2026-11-22T07:00:00.000Z",
      // The newer of the board (06:00) and the settings with the deductions (07:00).
      [`${ORIGIN}/gold-exchange`]: "2026-11-22T07:00:00.000Z",
      [`${ORIGIN}/zakat`]: "2026-11-22T07:00:00.000Z",
      [`${ORIGIN}/gold-rates`]: "2026-11-22T06:00:00.000Z",
      [`${ORIGIN}/about`]: "2026-11-22T07:00:00.000Z",
      [`${ORIGIN}/contact`]: "2026-11-22T07:00:00.000Z",
      [`${ORIGIN}/jewelry/${pendant._id}`]: "2026-11-22T05:00:00.000Z",
      [`${ORIGIN}/jewelry/${first._id}`]: "2026-11-22T08:00:00.000Z",
    });
  });

  it("shows an item once it is added and drops it once it is deleted, with a new ETag each time", async () => {
    const before = await t.request("/sitemap.xml");
    const firstTag = before.headers.get("etag");
    expect(firstTag).toBeTruthy();
    expect((await t.request("/sitemap.xml", { headers: { "if-none-match": firstTag ?? "" } })).status).toBe(
      304,
    );

    const item = await addItem();
    const address = `${ORIGIN}/jewelry/${item._id}`;
    const added = await t.request("/sitemap.xml");
    expect(added.headers.get("etag")).not.toBe(firstTag);
    expect(readSitemap(await added.text()).has(address)).toBe(true);

    expect((await t.request(`/api/jewelry/${item._id}`, { method: "DELETE", token })).status).toBe(200);
    const removed = await sitemap();
    expect(removed.has(address)).toBe(false);
    expect(removed.get(`${ORIGIN}/jewelry`)).toBeNull();
  });

  it("moves the rates page's date by itself when a scheduled board takes over", async () => {
    await t.request("/api/gold-rates", { method: "POST", token, json: { prices: board(19_000) } });
    const later = new Date(t.now().getTime() + 2 * HOUR).toISOString();
    const scheduled = await t.request("/api/gold-rates", {
      method: "POST",
      token,
      json: { prices: board(19_600), effectiveAt: later },
    });
    expect(scheduled.status).toBe(201);
    expect((await sitemap()).get(`${ORIGIN}/gold-rates`)).toBe("2026-11-22T04:00:00.000Z");
    t.advance(2 * HOUR);
    expect((await sitemap()).get(`${ORIGIN}/gold-rates`)).toBe(later);
    expect((await sitemap()).get(`${ORIGIN}/gold-exchange`)).toBe(later);
    expect((await sitemap()).get(`${ORIGIN}/zakat`)).toBe(later);
  });

  it("writes an item's address percent-encoded and XML-escaped", async () => {
    const item = await addItem();
    t.db.prepare("UPDATE jewelry SET id = ? WHERE id = ?").run(`a&b'"<c> d`, item._id);
    const xml = await (await t.request("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/jewelry/a%26b&#39;%22%3Cc%3E%20d</loc>`);
  });

  it("lists each collection with pieces after the pages, dated by its save or its pieces' changes", async () => {
    const first = await addItem();
    const second = await addItem({ name: "Kolka Pendant" });
    const make = async (slug: string, pieceIds: string[]) => {
      const response = await t.request("/api/collections", {
        method: "POST",
        token,
        json: { name: slug, slug, pieceIds },
      });
      expect(response.status).toBe(201);
    };
    await make("bridal", [first._id, second._id]);
    await make("empty", []);
    t.advance(HOUR);
    await t.request(`/api/jewelry/${second._id}`, { method: "PUT", token, json: { weight: 5 } });

    const dates = await sitemap();
    expect([...dates.keys()].slice(PUBLIC_PAGES.length, PUBLIC_PAGES.length + 1)).toEqual([
      `${ORIGIN}/collections/bridal`,
    ]);
    expect(dates.get(`${ORIGIN}/collections/bridal`)).toBe("2026-11-22T05:00:00.000Z");
    expect(dates.has(`${ORIGIN}/collections/empty`)).toBe(false);
    const xml = await (await t.request("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/bn/collections/bridal</loc>`);
  });

  it("is a 404 without PUBLIC_URL: a sitemap holds absolute addresses only", async () => {
    const bare = await createTestApp({ sampleData: false });
    const response = await bare.request("/sitemap.xml", { headers: { host: "shop.example.com" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});

describe("renderSitemap", () => {
  it("escapes the five XML characters in addresses and dates", () => {
    const xml = renderSitemap(ORIGIN, [{ path: `/x?a=1&b='<">'`, lastmod: "<2026>" }]);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/x?a=1&amp;b=&#39;&lt;&quot;&gt;&#39;</loc><lastmod>&lt;2026&gt;</lastmod>`,
    );
  });

  it("keeps the first 50,000 addresses, the protocol's limit for one file, each page in both languages", () => {
    const entries = Array.from({ length: SITEMAP_URL_LIMIT + 5 }, (_, index) => ({
      path: `/jewelry/${index}`,
      lastmod: null,
    }));
    const urls = [...renderSitemap(ORIGIN, entries).matchAll(URL_ENTRY)].map((match) => match[1]);
    expect(urls).toHaveLength(50_000);
    expect(urls.slice(0, 2)).toEqual([`${ORIGIN}/jewelry/0`, `${ORIGIN}/bn/jewelry/0`]);
    expect(urls.at(-1)).toBe(`${ORIGIN}/bn/jewelry/24999`);
  });

  it("lists each page in English and Bengali, each naming both and the default, dated alike", () => {
    const xml = renderSitemap(ORIGIN, [{ path: "/about", lastmod: "2026-11-23T04:15:00.000Z" }]);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about"/>` +
      `<xhtml:link rel="alternate" hreflang="bn" href="${ORIGIN}/bn/about"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`;
    const dated = "<lastmod>2026-11-23T04:15:00.000Z</lastmod>";
    expect(xml).toContain(`<url><loc>${ORIGIN}/about</loc>${dated}${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/bn/about</loc>${dated}${alternates}</url>`);
    const home = renderSitemap(ORIGIN, [{ path: "/", lastmod: null }]);
    expect([...home.matchAll(URL_ENTRY)].map((match) => match[1])).toEqual([`${ORIGIN}/`, `${ORIGIN}/bn`]);
  });
});
