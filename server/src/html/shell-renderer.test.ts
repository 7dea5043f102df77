import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("head tags in the served HTML", () => {
  let dir: string;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-head-"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Build title</title><meta name="description" content="build" /><link rel="icon" href="/icons/favicon.svg" /></head><body><div id="root"></div></body></html>`,
    );
    fs.writeFileSync(
      path.join(dir, "manifest.webmanifest"),
      JSON.stringify({ name: "Build", short_name: "B", start_url: "/" }),
    );
    t = await createTestApp({ staticDir: dir });
    token = await t.login();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const html = async (route: string) => (await t.request(`http://shop.test${route}`)).text();

  it("puts the SEO settings into the home page, once", async () => {
    const page = await html("/");
    expect(page).toContain(
      "<title>Shonali Jewellers | Gold, Silver &amp; Diamond Jewellery in Dhaka and Mymensingh</title>",
    );
    expect(page).not.toContain("Build title");
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).toContain('<meta property="og:title" content="Shonali Jewellers" />');
    expect(page).toContain('<meta property="og:url" content="http://shop.test/" />');
    expect(page).toContain('<link rel="icon" href="/icons/favicon.svg" />');
  });

  it("gives a jewellery page the item's own name, description and absolute first image", async () => {
    const created = await t.request("/api/jewelry", {
      method: "POST",
      token,
      json: {
        name: "Kolka Pendant",
        description: "A **22K** pendant with a *kolka* motif.\n\n- hand finished",
        category: "Pendant",
        metal: "Gold",
        purity: "22K",
        weight: 3.4,
        imageUrl: "/images/sample/pendant-gold.svg",
      },
    });
    const item = (await created.json()) as JewelryItem;
    const page = await html(`/jewelry/${item._id}`);
    expect(page).toContain("<title>Kolka Pendant | Shonali Jewellers</title>");
    expect(page).toContain('<meta property="og:type" content="product" />');
    expect(page).toContain(
      '<meta property="og:description" content="A 22K pendant with a kolka motif. hand finished" />',
    );
    expect(page).toContain(
      '<meta property="og:image" content="http://shop.test/images/sample/pendant-gold.svg" />',
    );
  });

  it("writes an item's name into the page as typed, dollar signs and all", async () => {
    const name = "Ring $& $` $'";
    const created = await t.request("/api/jewelry", {
      method: "POST",
      token,
      json: {
        name,
        description: "A plain band.",
        category: "Ring",
        metal: "Gold",
        purity: "22K",
        weight: 2,
        imageUrl: "/images/sample/ring-gold.svg",
      },
    });
    expect(created.status).toBe(201);
    const item = (await created.json()) as JewelryItem;
    const page = await html(`/jewelry/${item._id}`);
    expect(page.match(/<!doctype/gi)).toHaveLength(1);
    expect(page).toContain("<title>Ring $&amp; $` $&#39; | Shonali Jewellers</title>");
    expect(page).toContain('<meta property="og:title" content="Ring $&amp; $` $&#39;" />');
  });

  it("names the other pages for link previews", async () => {
    expect(await html("/gold-rates")).toContain(
      "<title>Today&#39;s Gold &amp; Silver Rate | Shonali Jewellers</title>",
    );
    expect(await html("/jewelry/no-such-item")).toContain("<title>Shonali Jewellers | Gold");
  });

  it("escapes whatever the owner typed, so settings can never inject markup", async () => {
    await t.request("/api/website-settings/seo", {
      method: "PUT",
      token,
      json: {
        seo: {
          metaTitle: "</title><script>alert(1)</script>",
          metaDescription: '"><img src=x onerror=alert(1)>',
        },
      },
    });
    const page = await html("/");
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain('"><img');
  });

  it("names the install manifest after the shop", async () => {
    await t.request("/api/website-settings/homePage", {
      method: "PUT",
      token,
      json: { homePage: { siteName: "Rupa Jewellers" } },
    });
    const response = await t.request("/manifest.webmanifest");
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(await response.json()).toMatchObject({
      name: "Rupa Jewellers",
      short_name: "Rupa",
      start_url: "/",
    });
  });
});
