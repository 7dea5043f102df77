import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { settingsDefaults } from "#core/settings-defaults";
import { createTestApp, type TestApp } from "../testing/test-app";

const PUBLIC_URL = "https://shop.example.com";

/** A built site's essentials: the app shell with the build's own head tags, and the install manifest. */
function writeBuiltSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-head-"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Build title</title><meta name="description" content="build" /><link rel="icon" href="/icons/favicon.svg" /><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(
    path.join(dir, "manifest.webmanifest"),
    JSON.stringify({ name: "Build", short_name: "B", start_url: "/" }),
  );
  return dir;
}

const canonicalLinks = (page: string) =>
  page.match(/<link rel="canonical"[^>]*>|<meta property="og:url"[^>]*>/g);

/** The og:image and twitter:image a link preview shows. */
const previewImages = (page: string) =>
  [...page.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]*)" \/>/g)].map(
    ([, url]) => url ?? "",
  );

/** Facebook and WhatsApp draw no SVG: every preview image must be a raster one, by its path. */
const expectRasterPreviews = (page: string) => {
  const images = previewImages(page);
  expect(images).toHaveLength(2);
  for (const image of images) expect(new URL(image).pathname).toMatch(/\.(?:jpe?g|png|gif|webp|avif)$/i);
};

const createItem = async (t: TestApp, token: string, fields: Partial<JewelryItem>) => {
  const created = await t.request("/api/jewelry", {
    method: "POST",
    token,
    json: {
      name: "Plain Band",
      description: "A plain band.",
      category: "Ring",
      metal: "Gold",
      purity: "22K",
      weight: 2,
      imageUrl: "/images/sample/ring-gold.svg",
      ...fields,
    },
  });
  expect(created.status).toBe(201);
  return (await created.json()) as JewelryItem;
};

describe("head tags in the served HTML", () => {
  let dir: string;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    dir = writeBuiltSite();
    t = await createTestApp({ staticDir: dir, publicUrl: PUBLIC_URL });
    token = await t.login();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // Sent to another host name on purpose: the links must follow PUBLIC_URL, never the Host header.
  const html = async (route: string) => (await t.request(`http://evil.example${route}`)).text();

  it("puts the SEO settings into the home page, once", async () => {
    const page = await html("/");
    expect(page).toContain(
      "<title>Shonali Jewellers | Gold, Silver &amp; Diamond Jewellery in Dhaka and Mymensingh</title>",
    );
    expect(page).not.toContain("Build title");
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).toContain('<meta property="og:title" content="Shonali Jewellers" />');
    expect(page).toContain('<link rel="canonical" href="https://shop.example.com/" />');
    expect(page).toContain('<meta property="og:url" content="https://shop.example.com/" />');
    expect(page).not.toContain("evil.example");
    expect(page).toContain('<link rel="icon" href="/icons/favicon.svg" />');
    expect(page).toContain(
      [
        '<meta property="og:image" content="https://shop.example.com/images/og/site.jpg" />',
        '<meta property="og:image:type" content="image/jpeg" />',
        '<meta property="og:image:width" content="1200" />',
        '<meta property="og:image:height" content="630" />',
      ].join("\n    "),
    );
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expectRasterPreviews(page);
  });

  it("gives a jewellery page the item's own name, description and the preview of its first image", async () => {
    const item = await createItem(t, token, {
      name: "Kolka Pendant",
      description: "A **22K** pendant with a *kolka* motif.\n\n- hand finished",
      category: "Pendant",
      weight: 3.4,
      imageUrl: "/images/sample/pendant-gold.svg",
    });
    const page = await html(`/jewelry/${item._id}`);
    expect(page).toContain("<title>Kolka Pendant | Shonali Jewellers</title>");
    expect(page).toContain('<meta property="og:type" content="product" />');
    expect(page).toContain(
      '<meta property="og:description" content="A 22K pendant with a kolka motif. hand finished" />',
    );
    expect(previewImages(page)).toEqual([
      "https://shop.example.com/images/og/sample/pendant-gold.jpg",
      "https://shop.example.com/images/og/sample/pendant-gold.jpg",
    ]);
    expect(page).toContain('<meta property="og:image:width" content="1200" />');
    expect(page).toContain(`<link rel="canonical" href="https://shop.example.com/jewelry/${item._id}" />`);
  });

  it("shows an item's own photo as it is, with no size it cannot vouch for", async () => {
    const item = await createItem(t, token, {
      imageUrl: "https://cdn.example.net/rings/band.webp",
      images: ["/images/sample/ring-gold-side.svg"],
    });
    const page = await html(`/jewelry/${item._id}`);
    expect(previewImages(page)).toEqual([
      "https://cdn.example.net/rings/band.webp",
      "https://cdn.example.net/rings/band.webp",
    ]);
    expect(page).toContain('<meta property="og:image:type" content="image/webp" />');
    expect(page).not.toContain("og:image:width");
    expect(page).not.toContain("og:image:height");
  });

  it("shows an uploaded photo by its 1080 px JPEG, with the size its address names", async () => {
    const hash = "0123456789abcdef0123456789abcdef";
    const item = await createItem(t, token, {
      imageUrl: `/uploads/${hash}/1600x2000-c8a27a.jpg`,
      images: ["/images/sample/ring-gold-side.svg"],
    });
    const page = await html(`/jewelry/${item._id}`);
    const jpeg = `https://shop.example.com/uploads/${hash}/1080.jpg`;
    expect(previewImages(page)).toEqual([jpeg, jpeg]);
    expect(page).toContain(
      [
        `<meta property="og:image" content="${jpeg}" />`,
        '<meta property="og:image:type" content="image/jpeg" />',
        '<meta property="og:image:width" content="1080" />',
        '<meta property="og:image:height" content="1350" />',
      ].join("\n    "),
    );
  });

  it("points the tab's icon at an uploaded favicon's narrowest file", async () => {
    const hash = "fedcba9876543210fedcba9876543210";
    await t.request("/api/website-settings/media", {
      method: "PUT",
      token,
      json: { media: { favicon: `/uploads/${hash}/512x512-6b1e2e.jpg` } },
    });
    const page = await html("/");
    expect(page).toContain(`<link rel="icon" href="/uploads/${hash}/320.jpg" />`);
    expect(page).not.toContain("/icons/favicon.svg");
    await t.request("/api/website-settings/media", {
      method: "PUT",
      token,
      json: { media: { favicon: "/icons/shop.png" } },
    });
    expect(await html("/")).toContain('<link rel="icon" href="/icons/shop.png" />');
    await t.request("/api/website-settings/media", {
      method: "PUT",
      token,
      json: { media: { favicon: "" } },
    });
  });

  it("passes over an SVG from elsewhere to the item's next image", async () => {
    const item = await createItem(t, token, {
      imageUrl: "https://cdn.example.net/rings/band.svg",
      images: ["/images/sample/ring-gold-side.svg"],
    });
    const page = await html(`/jewelry/${item._id}`);
    expectRasterPreviews(page);
    expect(previewImages(page)[0]).toBe("https://shop.example.com/images/og/sample/ring-gold-side.jpg");
  });

  it("writes an item's name into the page as typed, dollar signs and all", async () => {
    const item = await createItem(t, token, { name: "Ring $& $` $'" });
    const page = await html(`/jewelry/${item._id}`);
    expect(page.match(/<!doctype/gi)).toHaveLength(1);
    expect(page).toContain("<title>Ring $&amp; $` $&#39; | Shonali Jewellers</title>");
    expect(page).toContain('<meta property="og:title" content="Ring $&amp; $` $&#39;" />');
  });

  it("names the other pages for link previews", async () => {
    const rates = await html("/gold-rates");
    expect(rates).toContain("<title>Today&#39;s Gold &amp; Silver Rate | Shonali Jewellers</title>");
    expect(rates).toContain('<link rel="canonical" href="https://shop.example.com/gold-rates" />');
    expect(rates).not.toContain('name="robots"');
    expectRasterPreviews(rates);
  });

  it("shows today's rate card in the page's language as the rates page's link preview", async () => {
    const published = await t.request("/api/gold-rates", {
      method: "POST",
      token,
      json: {
        prices: {
          gold: { "22K": 19_600, "21K": 18_700, "18K": 16_100, Traditional: 13_300 },
          silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
        },
      },
    });
    const { id } = (await published.json()) as { id: number };
    for (const [route, language] of [
      ["/gold-rates", "en"],
      ["/bn/gold-rates", "bn"],
    ] as const) {
      const page = await html(route);
      const [image, twitterImage] = previewImages(page);
      expect(image).toMatch(
        new RegExp(
          `^https://shop\\.example\\.com/api/rate-cards/${id}/${language}-preview\\.png\\?v=[0-9a-f]{12}$`,
        ),
      );
      expect(twitterImage).toBe(image);
      expect(page).toContain('<meta property="og:image:type" content="image/png" />');
      expect(page).toContain('<meta property="og:image:width" content="1200" />');
      expect(page).toContain('<meta property="og:image:height" content="630" />');
      const card = await t.request(new URL(image ?? "").pathname + new URL(image ?? "").search);
      expect(card.headers.get("content-type")).toBe("image/png");
    }
    // The other pages keep the shop's own preview.
    expect(previewImages(await html("/about"))[0]).toBe("https://shop.example.com/images/og/site.jpg");
  });

  it("finds a page under /bn as in English, its html element, its title and the shop's name in Bengali", async () => {
    const rates = await t.request("/bn/gold-rates");
    expect(rates.status).toBe(200);
    const page = await rates.text();
    expect(page).toContain('<html lang="bn">');
    expect(page).toContain("<title>স্বর্ণ ও রুপার আজকের দর | সোনালী জুয়েলার্স</title>");
    expect(page).toContain('<meta property="og:title" content="স্বর্ণ ও রুপার আজকের দর" />');
    expect(page).toContain('<meta property="og:site_name" content="সোনালী জুয়েলার্স" />');
    const english = await (await t.request("/gold-rates")).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("<title>Today&#39;s Gold &amp; Silver Rate | Shonali Jewellers</title>");
    expect(english).toContain('<meta property="og:site_name" content="Shonali Jewellers" />');
    const missing = await t.request("/bn/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<title>পাতাটি পাওয়া যায়নি | সোনালী জুয়েলার্স</title>");
    const admin = await (await t.request("/bn/admin/jewelry")).text();
    expect(admin).toContain('<meta name="robots" content="noindex" />');
    expect(admin).toContain('<html lang="bn">');
  });

  it("gives a page in each language its own canonical address, the other beside it, and its locale", async () => {
    const alternates = [
      '<link rel="alternate" hreflang="en" href="https://shop.example.com/gold-rates" />',
      '<link rel="alternate" hreflang="bn" href="https://shop.example.com/bn/gold-rates" />',
      '<link rel="alternate" hreflang="x-default" href="https://shop.example.com/gold-rates" />',
    ];
    const bengali = await html("/bn/gold-rates");
    expect(canonicalLinks(bengali)).toEqual([
      '<link rel="canonical" href="https://shop.example.com/bn/gold-rates" />',
      '<meta property="og:url" content="https://shop.example.com/bn/gold-rates" />',
    ]);
    expect(bengali.match(/<link rel="alternate"[^>]*>/g)).toEqual(alternates);
    expect(bengali).toContain('<meta property="og:locale" content="bn_BD" />');
    expect(bengali).toContain('<meta property="og:locale:alternate" content="en_IN" />');
    const english = await html("/gold-rates");
    expect(english.match(/<link rel="alternate"[^>]*>/g)).toEqual(alternates);
    expect(english).toContain('<meta property="og:locale" content="en_IN" />');
    expect((await html("/bn")).match(/<link rel="canonical"[^>]*>/g)).toEqual([
      '<link rel="canonical" href="https://shop.example.com/bn" />',
    ]);
    expect(await html("/bn/no-such-page")).not.toContain('rel="alternate"');
  });

  it("writes the owner's Bengali texts into a Bengali page's head, and the English ones elsewhere", async () => {
    await t.request("/api/website-settings/seo", {
      method: "PUT",
      token,
      json: { seo: { metaDescription: "Gold in Dhaka.", bn: { metaDescription: "ঢাকার সোনা।" } } },
    });
    expect(await html("/bn/about")).toContain('<meta name="description" content="ঢাকার সোনা।" />');
    expect(await html("/about")).toContain('<meta name="description" content="Gold in Dhaka." />');
    const item = await createItem(t, token, { bn: { name: "নকশি বালা", description: "হাতে গড়া বালা।" } });
    const piece = await html(`/bn/jewelry/${item._id}`);
    expect(piece).toContain("<title>নকশি বালা | সোনালী জুয়েলার্স</title>");
    expect(piece).toContain('"name":"নকশি বালা"');
    expect(piece).toContain(`"item":"https://shop.example.com/bn/jewelry/${item._id}"`);
    // The way there is named in Bengali too, as the Bengali pages name themselves.
    expect(piece).toContain('"name":"হোম","item":"https://shop.example.com/bn"');
    expect(piece).toContain('"name":"আমাদের গহনার কালেকশন","item":"https://shop.example.com/bn/jewelry"');
  });

  it("shows the owner's SVG images by their previews, and the default for one from elsewhere", async () => {
    await t.request("/api/website-settings/seo", {
      method: "PUT",
      token,
      json: { seo: { ogImage: "/images/trademark.svg", twitterImage: "https://cdn.example.net/card.svg" } },
    });
    const page = await html("/about");
    expect(previewImages(page)).toEqual([
      "https://shop.example.com/images/og/trademark.jpg",
      "https://shop.example.com/images/og/trademark.jpg",
    ]);
    await t.request("/api/website-settings/seo", {
      method: "PUT",
      token,
      json: { seo: { ogImage: "https://cdn.example.net/card.svg" } },
    });
    expect(previewImages(await html("/about"))).toEqual([
      "https://shop.example.com/images/og/site.jpg",
      "https://shop.example.com/images/og/site.jpg",
    ]);
  });

  it.each([
    ["/About", "https://shop.example.com/about"],
    ["/about/", "https://shop.example.com/about"],
    ["/about?utm_source=whatsapp", "https://shop.example.com/about"],
    ["/%61bout", "https://shop.example.com/about"],
  ])("gives %s the page's one canonical address", async (route, canonical) => {
    expect(canonicalLinks(await html(route))).toEqual([
      `<link rel="canonical" href="${canonical}" />`,
      `<meta property="og:url" content="${canonical}" />`,
    ]);
  });

  it.each([
    ["/jewelry/no-such-item", "Jewelry Not Found"],
    ["/jewelry/%", "Jewelry Not Found"],
    ["/jewelry/%E0%A4%A", "Jewelry Not Found"],
    ["/%", "Page Not Found"],
    ["/no/such/page", "Page Not Found"],
    ["//evil.example/x", "Page Not Found"],
    ["//evil.example/about", "Page Not Found"],
  ])(
    "serves %s as a page that is not there: 404, no canonical link, kept out of search",
    async (route, title) => {
      const response = await t.request(`http://evil.example${route}`);
      expect(response.status).toBe(404);
      const page = await response.text();
      expect(page).toContain('<div id="root">');
      expect(page).toContain(`<title>${title} | Shonali Jewellers</title>`);
      expect(page).toContain('<meta name="robots" content="noindex" />');
      expect(canonicalLinks(page)).toBeNull();
      expect(page).not.toContain("evil.example");
      expectRasterPreviews(page);
    },
  );

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

  it("names the install manifest after the shop, in English on Bengali pages while it has no Bengali name", async () => {
    // Saved before the shop's name had a Bengali form: its Bengali texts hold none.
    const { bn, ...english } = { ...settingsDefaults.homePage, siteName: "Rupa Jewellers" };
    const { siteName: _, ...bengali } = bn ?? {};
    t.db
      .prepare("INSERT INTO settings (section, value, updated_at) VALUES ('homePage', ?, ?)")
      .run(JSON.stringify({ ...english, bn: bengali }), new Date().toISOString());
    const response = await t.request("/manifest.webmanifest");
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(await response.json()).toMatchObject({
      name: "Rupa Jewellers",
      short_name: "Rupa",
      start_url: "/",
      lang: "en",
    });
    expect(await (await t.request("/bn/manifest.webmanifest")).json()).toMatchObject({
      name: "Rupa Jewellers",
      short_name: "Rupa",
    });
    expect(await html("/bn/about")).toContain('<meta property="og:site_name" content="Rupa Jewellers" />');
  });

  it("installs Bengali pages as the app in Bengali: its own name, start page, language and description", async () => {
    await t.request("/api/website-settings/seo", {
      method: "PUT",
      token,
      json: { seo: { metaDescription: "Gold in Dhaka.", bn: { metaDescription: "ঢাকার সোনা।" } } },
    });
    await t.request("/api/website-settings/homePage", {
      method: "PUT",
      token,
      json: { homePage: { siteName: "Rupa Jewellers", bn: { siteName: "রূপা জুয়েলার্স" } } },
    });
    const response = await t.request("/bn/manifest.webmanifest");
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.json()).toMatchObject({
      id: "/bn",
      start_url: "/bn",
      lang: "bn",
      name: "রূপা জুয়েলার্স",
      short_name: "রূপা",
      description: "ঢাকার সোনা।",
    });
    expect(await (await t.request("/manifest.webmanifest")).json()).toMatchObject({
      id: "/",
      name: "Rupa Jewellers",
      description: "Gold in Dhaka.",
    });
    expect(await html("/bn/about")).toContain('<link rel="manifest" href="/bn/manifest.webmanifest" />');
    expect(await html("/about")).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(await html("/bn/admin/jewelry")).toContain('<link rel="manifest" href="/bn/admin.webmanifest" />');
    expect(await html("/admin/jewelry")).toContain('<link rel="manifest" href="/admin.webmanifest" />');
  });
});

describe("head tags without PUBLIC_URL", () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = writeBuiltSite();
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("never takes the page's address or images from the Host header", async () => {
    const page = await (await t.request("http://evil.example/about")).text();
    expect(page).toContain("<title>About Shonali Jewellers | Shonali Jewellers</title>");
    expect(canonicalLinks(page)).toBeNull();
    expect(page).not.toContain("evil.example");
    expect(page).not.toContain('property="og:image"');
  });

  it("still shows an image the owner gave as a full web address", async () => {
    await t.request("/api/website-settings/seo", {
      method: "PUT",
      token: await t.login(),
      json: { seo: { ogImage: "https://cdn.example.net/shop.jpg" } },
    });
    const page = await (await t.request("http://evil.example/")).text();
    expect(page).toContain('<meta property="og:image" content="https://cdn.example.net/shop.jpg" />');
    expect(page).not.toContain("og:image:width");
    expectRasterPreviews(page);
    expect(page).not.toContain("evil.example");
  });
});
