import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageRead, RenderPage } from "#core/page-render";
import { createTestApp, type TestApp } from "../testing/test-app";
import type { ClientManifest } from "./page-assets";
import { styleHash } from "./page-document";

const ENTRY_CSS = "body{margin:0}";
const HOME_CSS = ".hero{min-height:60svh}";
const PHOTO_COLOUR = "background-color:#c8a27a";
const PHOTO = `<img src="/uploads/0123456789abcdef0123456789abcdef/1600x2000-c8a27a.jpg" alt="" style="${PHOTO_COLOUR}"/>`;

/** A built site as the browser build leaves it: the shell, the entry's and the home page's stylesheets. */
function writeBuiltSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-ssr-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><title>Build</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-E1.css">
  </head><body><div id="root"></div><noscript>This site needs JavaScript.</noscript></body></html>`,
  );
  fs.writeFileSync(path.join(dir, "assets", "index-E1.css"), ENTRY_CSS);
  fs.writeFileSync(path.join(dir, "assets", "home-page-H1.css"), HOME_CSS);
  return dir;
}

const manifest: ClientManifest = {
  "index.html": { file: "assets/index-E1.js", css: ["assets/index-E1.css"], imports: ["_runtime-R1.js"] },
  "_runtime-R1.js": { file: "assets/runtime-R1.js" },
  "src/site/home/home-page.tsx": {
    file: "assets/home-page-H1.js",
    css: ["assets/home-page-H1.css"],
    imports: ["_runtime-R1.js", "_grid-G1.js"],
  },
  "_grid-G1.js": { file: "assets/grid-G1.js" },
  "src/styles/fonts/noto-sans-bengali-wght.woff2": { file: "assets/noto-sans-bengali-wght-B1.woff2" },
};

describe("a public page rendered by the server", () => {
  let dir: string;
  let t: TestApp;
  const rendered: string[] = [];
  const readsSeen: Record<string, PageRead> = {};

  // Stands in for the PWA's render build: reads what the home page reads and renders a heading.
  const renderPage: RenderPage = async (url, read) => {
    rendered.push(url);
    const settings = await read("/api/website-settings");
    const session = await read("/api/admin/session");
    Object.assign(readsSeen, { settings, session });
    const data =
      "data" in settings
        ? (settings.data as { aboutUs: { title: string }; homePage: { heroTitle: string } })
        : null;
    const title = data?.aboutUs.title ?? "";
    // The catalogue shows a photo in its colour while it loads.
    const photo = new URL(url).pathname === "/jewelry" ? PHOTO : "";
    return {
      html: `<h1>${title.replace(/</g, "&lt;")}</h1><p>${data?.homePage.heroTitle.replace(/</g, "&lt;")}</p>${photo}`,
      reads: { "/api/website-settings": settings },
      modules: ["src/site/home/home-page.tsx"],
    };
  };

  beforeAll(async () => {
    dir = writeBuiltSite();
    t = await createTestApp({ staticDir: dir, serverRender: { renderPage, manifest } });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads the public API in process: the same answer and ETag the browser would fetch", async () => {
    const page = await t.request("/");
    expect(page.status).toBe(200);
    const api = await t.request("/api/website-settings");
    expect(readsSeen.settings).toEqual({
      status: 200,
      data: await api.json(),
      etag: api.headers.get("etag"),
    });
  });

  it("never reads the admin's calls for a page", async () => {
    await t.request("/");
    expect(readsSeen.session).toEqual({ status: 403 });
  });

  it("inlines the entry's and the page's styles, allowed by their hash and nothing else", async () => {
    const response = await t.request("/about");
    const page = await response.text();
    const css = `${ENTRY_CSS}\n${HOME_CSS}`;
    expect(page).toContain(`<style>${css}</style>`);
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" disabled href="/assets/index-E1.css">',
      '<link rel="stylesheet" disabled href="/assets/home-page-H1.css">',
    ]);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`style-src 'self' ${styleHash(css)};`);
    expect(policy).toContain("script-src 'self';");
  });

  it("allows a photo's colour in its style attribute by that exact text, and no other", async () => {
    const response = await t.request("/jewelry");
    expect(await response.text()).toContain(PHOTO);
    const policy = response.headers.get("content-security-policy") ?? "";
    const css = `${ENTRY_CSS}\n${HOME_CSS}`;
    expect(policy).toContain(
      `style-src 'self' ${styleHash(css)} 'unsafe-hashes' ${styleHash(PHOTO_COLOUR)};`,
    );
  });

  it("leaves the code to load after the page has painted: nothing competes with it for the connection", async () => {
    const page = await (await t.request("/")).text();
    expect(page).not.toContain("modulepreload");
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
  });

  it("never fetches the Bengali web font ahead of a page: the device's own Bengali font comes first", async () => {
    for (const path of ["/bn/about", "/about"]) {
      expect(await (await t.request(path)).text()).not.toContain("noto-sans-bengali");
    }
  });

  it("keeps whatever the owner typed as text: no setting can close the data element", async () => {
    const token = await t.login();
    const current = await (await t.request("/api/website-settings")).json();
    const saved = await t.request("/api/website-settings/aboutUs", {
      method: "PUT",
      token,
      json: { aboutUs: { ...current.aboutUs, title: "About </script><script>alert(1)</script>" } },
    });
    expect(saved.status).toBe(200);
    const page = await (await t.request("/")).text();
    expect(page).not.toContain("<script>alert(1)");
    const reads = page.match(/<script type="application\/json" id="page-reads">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(reads ?? "")["/api/website-settings"].data.aboutUs.title).toBe(
      "About </script><script>alert(1)</script>",
    );
  });

  it("answers a page that is not there with 404 and its rendered page", async () => {
    const response = await t.request("/jewelry/no-such-piece");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<h1>");
  });

  it("leaves the admin to the browser: its shell, never rendered on the server", async () => {
    rendered.length = 0;
    const page = await (await t.request("/admin/jewelry")).text();
    expect(rendered).toEqual([]);
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('rel="stylesheet"');
  });
});

describe("a rendered page kept for the next visitors", () => {
  let dir: string;
  let t: TestApp;
  let renders = 0;
  const renderPage: RenderPage = async (_url, read) => {
    renders++;
    const settings = await read("/api/website-settings");
    const hero =
      "data" in settings ? (settings.data as { homePage: { heroTitle: string } }).homePage.heroTitle : "";
    return { html: `<h1>${hero}</h1>`, reads: {}, modules: [] };
  };

  beforeAll(async () => {
    dir = writeBuiltSite();
    t = await createTestApp({ staticDir: dir, serverRender: { renderPage, manifest } });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is rendered once for everyone, and again on the next request after the owner changes it", async () => {
    renders = 0;
    const pages = await Promise.all(Array.from({ length: 8 }, () => t.request("/")));
    expect(new Set(await Promise.all(pages.map((page) => page.text()))).size).toBe(1);
    await t.request("/");
    expect(renders).toBe(1);

    const token = await t.login();
    const current = await (await t.request("/api/website-settings")).json();
    const saved = await t.request("/api/website-settings/homePage", {
      method: "PUT",
      token,
      json: { homePage: { ...current.homePage, heroTitle: "Eid collection is here" } },
    });
    expect(saved.status).toBe(200);
    expect(await (await t.request("/")).text()).toContain("<h1>Eid collection is here</h1>");
    expect(renders).toBe(2);
  });

  it("answers a browser that has the page already with 304, and its policy still", async () => {
    const first = await t.request("/about");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request("/about", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toContain("style-src 'self' 'sha256-");
    const compressed = await t.request("/about", { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("etag")).toBe(etag.replace(/"$/, '-br"'));
  });

  it("is rendered again when a scheduled rate board takes effect", async () => {
    const token = await t.login();
    await t.request("/gold-rates");
    const before = renders;
    const gold = { "22K": 19_600, "21K": 18_700, "18K": 16_100, Traditional: 13_300 };
    const silver = { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 };
    const scheduled = await t.request("/api/gold-rates", {
      method: "POST",
      token,
      json: {
        prices: { gold, silver },
        effectiveAt: new Date(t.now().getTime() + 30 * 60_000).toISOString(),
      },
    });
    expect(scheduled.status).toBe(201);
    await t.request("/gold-rates");
    expect(renders).toBe(before + 1);
    await t.request("/gold-rates");
    expect(renders).toBe(before + 1);
    t.advance(30 * 60_000);
    await t.request("/gold-rates");
    expect(renders).toBe(before + 2);
  });

  it("keeps no page that is not there, so made-up addresses cannot crowd out the real ones", async () => {
    renders = 0;
    await t.request("/jewelry/no-such-piece");
    await t.request("/jewelry/no-such-piece");
    expect(renders).toBe(2);
  });
});
