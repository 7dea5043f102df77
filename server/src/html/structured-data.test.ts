import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JewelryInput, JewelryItem } from "#core/schemas/jewelry";
import { settingsDefaults } from "#core/settings-defaults";
import { createTestApp } from "../testing/test-app";

const PUBLIC_URL = "https://shop.example.com";
const ORGANIZATION_ID = `${PUBLIC_URL}/#organization`;

type Node = Record<string, unknown> & { "@type": string };

/** The one JSON-LD block of a page's head, as a search engine parses it. */
function jsonLd(html: string): { "@context": string; "@graph": Node[] } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? "");
}

const types = (html: string) => jsonLd(html)["@graph"].map((node) => node["@type"]);

function node(html: string, type: string): Node {
  const found = jsonLd(html)["@graph"].filter((candidate) => candidate["@type"] === type);
  expect(found, type).toHaveLength(1);
  return found[0] as Node;
}

const stores = (html: string) =>
  jsonLd(html)["@graph"].filter((candidate) => candidate["@type"] === "JewelryStore");

const crumbs = (html: string) =>
  (node(html, "BreadcrumbList").itemListElement as Node[]).map(({ position, name, item }) => [
    position,
    name,
    item,
  ]);

const PENDANT: JewelryInput = {
  name: "Kolka Pendant",
  description: "A **22K** pendant with a *kolka* motif.\n\n- hand finished",
  category: "Pendant",
  metal: "Gold",
  purity: "22K",
  weight: 3.4,
  imageUrl: "/images/sample/pendant-gold.svg",
  images: ["https://cdn.example.net/pendant-side.jpg", "/images/sample/pendant-gold.svg"],
};

async function startApp(publicUrl?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-json-ld-"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><title>Build</title></head><body><div id="root"></div></body></html>',
  );
  const t = await createTestApp({ staticDir: dir, publicUrl });
  const token = await t.login();
  const html = async (route: string) => (await t.request(`http://evil.example${route}`)).text();
  const addItem = async (input: JewelryInput) => {
    const response = await t.request("/api/jewelry", { method: "POST", token, json: input });
    expect(response.status).toBe(201);
    return (await response.json()) as JewelryItem;
  };
  const saveSettings = async (section: string, value: Record<string, unknown>) => {
    const response = await t.request(`/api/website-settings/${section}`, {
      method: "PUT",
      token,
      json: { [section]: value },
    });
    expect(response.status).toBe(200);
  };
  const addCollection = async (input: Record<string, unknown>) => {
    const response = await t.request("/api/collections", { method: "POST", token, json: input });
    expect(response.status).toBe(201);
  };
  return { dir, html, addItem, addCollection, saveSettings, repos: t.repos };
}

describe("structured data with PUBLIC_URL", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let pendant: JewelryItem;
  beforeAll(async () => {
    app = await startApp(PUBLIC_URL);
    pendant = await app.addItem(PENDANT);
  });
  afterAll(() => fs.rmSync(app.dir, { recursive: true, force: true }));

  it("describes the shop and each of its showrooms on the home page, from the settings", async () => {
    const page = await app.html("/");
    expect(jsonLd(page)["@context"]).toBe("https://schema.org");
    expect(types(page)).toEqual(["Organization", "JewelryStore", "JewelryStore"]);
    expect(node(page, "Organization")).toEqual({
      "@type": "Organization",
      "@id": ORGANIZATION_ID,
      name: "Shonali Jewellers",
      alternateName: "সোনালী জুয়েলার্স",
      legalName: "Shonali Jewellers",
      url: `${PUBLIC_URL}/`,
      foundingDate: "2020",
    });
    const [dhaka, mymensingh] = stores(page);
    expect(dhaka).toEqual({
      "@type": "JewelryStore",
      "@id": `${PUBLIC_URL}/#store`,
      name: "Shonali Jewellers",
      alternateName: "সোনালী জুয়েলার্স",
      parentOrganization: { "@id": ORGANIZATION_ID },
      url: `${PUBLIC_URL}/contact`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Shop 27-29, Level 4, Bashundhara City, 13/3 Ka, Panthapath, Dhaka 1215, Bangladesh",
        addressCountry: "BD",
      },
      geo: { "@type": "GeoCoordinates", latitude: 23.7511, longitude: 90.3906 },
      hasMap: "https://maps.google.com/?q=23.7511,90.3906",
      telephone: "+8801711234567",
      email: "info@shonalijewellers.com.bd",
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
          opens: "10:00",
          closes: "20:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "14:00", closes: "20:00" },
      ],
      paymentAccepted: "Visa Card, American Express, DBBL, City Bank, bKash, Nagad",
    });
    expect(mymensingh).toMatchObject({
      "@id": `${PUBLIC_URL}/#store-2`,
      name: "Shonali Jewellers",
      parentOrganization: { "@id": ORGANIZATION_ID },
      address: {
        "@type": "PostalAddress",
        streetAddress:
          "Shop 14-15, Ground Floor, Shankar Plaza, 32 Choto Bazar Road, Ganginar Par, Mymensingh 2200, Bangladesh",
        addressCountry: "BD",
      },
      geo: { "@type": "GeoCoordinates", latitude: 24.7536, longitude: 90.4069 },
      hasMap: "https://maps.google.com/?q=24.7536,90.4069",
      telephone: "+8801811456789",
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
          opens: "10:30",
          closes: "21:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "15:00", closes: "21:00" },
      ],
    });
    expect(page).not.toContain("evil.example");
  });

  it.each([
    ["/about", "About Shonali Jewellers"],
    ["/contact", "Contact Us"],
  ])("describes the showrooms on %s too, one step below home", async (route, title) => {
    const page = await app.html(route);
    expect(types(page)).toEqual(["Organization", "JewelryStore", "JewelryStore", "BreadcrumbList"]);
    expect(crumbs(page)).toEqual([
      [1, "Home", `${PUBLIC_URL}/`],
      [2, title, `${PUBLIC_URL}${route}`],
    ]);
  });

  it.each([
    ["/jewelry", "Our Jewelry Collection"],
    ["/gold-calculator", "Gold Calculator"],
    ["/gold-calculator-enhanced", "Enhanced Gold Calculator"],
    ["/gold-rates", "Today's Gold & Silver Rate"],
  ])("names the shop and the way home on %s", async (route, title) => {
    const page = await app.html(route);
    expect(types(page)).toEqual(["Organization", "BreadcrumbList"]);
    expect(crumbs(page)).toEqual([
      [1, "Home", `${PUBLIC_URL}/`],
      [2, title, `${PUBLIC_URL}${route}`],
    ]);
  });

  it("describes an item as the shop's product, without a price", async () => {
    const itemUrl = `${PUBLIC_URL}/jewelry/${pendant._id}`;
    const page = await app.html(`/jewelry/${pendant._id}`);
    expect(types(page)).toEqual(["Organization", "Product", "BreadcrumbList"]);
    expect(node(page, "Product")).toEqual({
      "@type": "Product",
      "@id": `${itemUrl}#product`,
      url: itemUrl,
      name: "Kolka Pendant",
      description: "A 22K pendant with a kolka motif. hand finished",
      image: [`${PUBLIC_URL}/images/sample/pendant-gold.svg`, "https://cdn.example.net/pendant-side.jpg"],
      category: "Pendant",
      material: "Gold",
      weight: { "@type": "QuantitativeValue", value: 3.4, unitCode: "GRM" },
      additionalProperty: { "@type": "PropertyValue", name: "Purity", value: "22K" },
      brand: { "@id": ORGANIZATION_ID },
      manufacturer: { "@id": ORGANIZATION_ID },
    });
    expect(crumbs(page)).toEqual([
      [1, "Home", `${PUBLIC_URL}/`],
      [2, "Our Jewelry Collection", `${PUBLIC_URL}/jewelry`],
      [3, "Kolka Pendant", itemUrl],
    ]);
  });

  it("describes a collection's page with its pieces as a list, in the owner's order and the page's language", async () => {
    const ring = await app.addItem({
      ...PENDANT,
      name: "Padma Ring",
      category: "Ring",
      bn: { name: "পদ্ম আংটি" },
    });
    await app.addCollection({
      name: "Bridal",
      slug: "bridal",
      description: "For the wedding",
      bn: { name: "বিয়ের গহনা" },
      pieceIds: [ring._id, pendant._id],
    });
    const page = await app.html("/collections/bridal");
    expect(types(page)).toEqual(["Organization", "CollectionPage", "BreadcrumbList"]);
    const collection = node(page, "CollectionPage");
    expect(collection).toMatchObject({
      "@id": `${PUBLIC_URL}/collections/bridal#collection`,
      url: `${PUBLIC_URL}/collections/bridal`,
      name: "Bridal",
      description: "For the wedding",
      image: `${PUBLIC_URL}/images/sample/pendant-gold.svg`,
      isPartOf: { "@id": ORGANIZATION_ID },
    });
    const list = collection.mainEntity as Node & { itemListElement: (Node & { item: Node })[] };
    expect(list["@type"]).toBe("ItemList");
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement.map(({ position, item }) => [position, item.name, item.url])).toEqual([
      [1, "Padma Ring", `${PUBLIC_URL}/jewelry/${ring._id}`],
      [2, "Kolka Pendant", `${PUBLIC_URL}/jewelry/${pendant._id}`],
    ]);
    expect(crumbs(page)).toEqual([
      [1, "Home", `${PUBLIC_URL}/`],
      [2, "Bridal", `${PUBLIC_URL}/collections/bridal`],
    ]);
    const bengali = await app.html("/bn/collections/bridal");
    expect(node(bengali, "CollectionPage").name).toBe("বিয়ের গহনা");
    const bengaliList = node(bengali, "CollectionPage").mainEntity as { itemListElement: { item: Node }[] };
    expect(bengaliList.itemListElement[0]?.item.url).toBe(`${PUBLIC_URL}/bn/jewelry/${ring._id}`);
    expect(bengaliList.itemListElement[0]?.item.name).toBe("পদ্ম আংটি");
  });

  it("writes nothing for a collection that is not there", async () => {
    const missing = await app.html("/collections/no-such-collection");
    expect(missing).not.toContain("application/ld+json");
  });

  it("names the shop in Bengali on its Bengali pages, by its English name too", async () => {
    const home = await app.html("/bn");
    const names = { name: "সোনালী জুয়েলার্স", alternateName: "Shonali Jewellers" };
    expect(node(home, "Organization")).toMatchObject({ "@id": ORGANIZATION_ID, ...names });
    expect(stores(home)).toEqual([expect.objectContaining(names), expect.objectContaining(names)]);
    expect(node(await app.html(`/bn/jewelry/${pendant._id}`), "Organization")).toMatchObject(names);
  });

  it("names the shop in English alone while it has no Bengali name", async () => {
    await app.saveSettings("homePage", { ...settingsDefaults.homePage, bn: { siteName: " " } });
    for (const route of ["/bn", "/"]) {
      const organization = node(await app.html(route), "Organization");
      expect(organization.name).toBe("Shonali Jewellers");
      expect(organization).not.toHaveProperty("alternateName");
    }
    await app.saveSettings("homePage", settingsDefaults.homePage);
  });

  it("names the item's category and metal in Bengali on its Bengali page", async () => {
    expect(node(await app.html(`/bn/jewelry/${pendant._id}`), "Product")).toMatchObject({
      url: `${PUBLIC_URL}/bn/jewelry/${pendant._id}`,
      category: "লকেট",
      material: "সোনা",
    });
  });

  it("shows an uploaded photo, and an uploaded logo, by their 1080 px JPEGs", async () => {
    const hash = "0123456789abcdef0123456789abcdef";
    const logo = "fedcba9876543210fedcba9876543210";
    await app.saveSettings("media", { logo: `/uploads/${logo}/1200x400-ffffff.jpg` });
    const item = await app.addItem({
      ...PENDANT,
      imageUrl: `/uploads/${hash}/1600x2000-c8a27a.jpg`,
      images: ["https://cdn.example.net/pendant-side.jpg"],
    });
    const page = await app.html(`/jewelry/${item._id}`);
    expect(node(page, "Product").image).toEqual([
      `${PUBLIC_URL}/uploads/${hash}/1080.jpg`,
      "https://cdn.example.net/pendant-side.jpg",
    ]);
    expect(node(page, "Organization").logo).toBe(`${PUBLIC_URL}/uploads/${logo}/1080.jpg`);
    await app.saveSettings("media", { logo: "" });
  });

  it("leaves out a weight the owner has not given", async () => {
    const item = await app.addItem({ ...PENDANT, name: "Plain Band", weight: 0 });
    expect(node(await app.html(`/jewelry/${item._id}`), "Product")).not.toHaveProperty("weight");
  });

  it("shows no price, offer or rating anywhere on the pages that show jewellery", async () => {
    for (const route of ["/", "/jewelry", `/jewelry/${pendant._id}`]) {
      expect(await app.html(route), route).not.toMatch(/price|offer|rating|review|৳|taka|BDT/i);
    }
  });

  it("shows no price for a piece whose page shows today's estimate: an estimate is not an offer", async () => {
    await app.saveSettings("rates", { ...settingsDefaults.rates, estimates: "all" });
    const item = await app.addItem({
      ...PENDANT,
      name: "Estimated Pendant",
      estimate: "on",
      stoneValue: 5000,
    });
    const data = JSON.stringify(jsonLd(await app.html(`/jewelry/${item._id}`)));
    expect(data).toContain("Estimated Pendant");
    expect(data).not.toMatch(/price|offer|৳|taka|BDT|5000/i);
    await app.saveSettings("rates", settingsDefaults.rates);
  });

  it("keeps an item's name inside its data block, whatever characters it holds", async () => {
    const name = "</script><script>alert(1)</script> <!-- & \u2028\u2029 >";
    const item = await app.addItem({ ...PENDANT, name });
    const page = await app.html(`/jewelry/${item._id}`);
    expect(page).not.toContain("<script>alert(1)");
    expect(page.match(/<script/g)).toHaveLength(1);
    const block = page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect(node(page, "Product").name).toBe(name);
    expect(crumbs(page)[2]?.[1]).toBe(name);
  });

  it("takes the logo and the shop's profiles from the settings, profiles only as full web addresses", async () => {
    await app.saveSettings("media", { logo: "/images/logo.svg" });
    await app.saveSettings("socialMedia", {
      facebook: "https://www.facebook.com/shonalijewellers",
      instagram: "/instagram",
      youtube: "https://www.youtube.com/@shonalijewellers",
    });
    const organization = node(await app.html("/gold-rates"), "Organization");
    expect(organization.logo).toBe(`${PUBLIC_URL}/images/logo.svg`);
    expect(organization.sameAs).toEqual([
      "https://www.facebook.com/shonalijewellers",
      "https://www.youtube.com/@shonalijewellers",
    ]);
  });

  it("leaves the opening hours out when the business hours cannot all be read, and the rest in", async () => {
    await app.saveSettings("contactUs", { businessHours: "Sat-Thu: 10 AM-8 PM\nEid: by appointment" });
    const [dhaka, mymensingh] = stores(await app.html("/contact"));
    expect(dhaka).not.toHaveProperty("openingHoursSpecification");
    expect(dhaka?.telephone).toBe("+8801711234567");
    expect(mymensingh).toHaveProperty("openingHoursSpecification");
  });

  it("dials the shop's second phone for a showroom without one, and describes no showroom without an address", async () => {
    await app.saveSettings("contactUs", { phone1: "", phone2: "02-9123456" });
    expect(stores(await app.html("/contact")).map((store) => store.telephone)).toEqual([
      "+88029123456",
      "+8801811456789",
    ]);
    // Only a section saved before showrooms were listed can have a showroom without an address.
    const { showrooms: _, ...older } = { ...settingsDefaults.contactUs, address: "", visitAddress: "" };
    app.repos.settings.save("contactUs", older);
    await app.saveSettings("footer", {}); // the kept pages go stale on a save through the API
    expect(types(await app.html("/contact"))).toEqual(["Organization", "BreadcrumbList"]);
  });

  it.each(["/jewelry/no-such-item", "/no/such/page", "/admin", "/admin/login"])(
    "writes no structured data into %s",
    async (route) => {
      expect(await app.html(route)).not.toContain("application/ld+json");
    },
  );
});

describe("structured data without PUBLIC_URL", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => fs.rmSync(app.dir, { recursive: true, force: true }));

  it("writes no address it cannot build from the public origin, and no breadcrumbs", async () => {
    await app.saveSettings("media", { logo: "/images/logo.svg" });
    const item = await app.addItem(PENDANT);
    const home = await app.html("/");
    expect(node(home, "Organization")).toEqual({
      "@type": "Organization",
      "@id": "/#organization",
      name: "Shonali Jewellers",
      alternateName: "সোনালী জুয়েলার্স",
      legalName: "Shonali Jewellers",
      foundingDate: "2020",
    });
    const [showroom] = stores(home);
    expect(showroom).not.toHaveProperty("url");
    expect(showroom?.hasMap).toBe("https://maps.google.com/?q=23.7511,90.3906");

    const page = await app.html(`/jewelry/${item._id}`);
    expect(types(page)).toEqual(["Organization", "Product"]);
    const product = node(page, "Product");
    expect(product).not.toHaveProperty("@id");
    expect(product).not.toHaveProperty("url");
    expect(product.image).toEqual(["https://cdn.example.net/pendant-side.jpg"]);
    expect(product.brand).toEqual({ "@id": "/#organization" });
    expect(types(await app.html("/about"))).toEqual(["Organization", "JewelryStore", "JewelryStore"]);
    for (const html of [home, page]) expect(html).not.toContain("evil.example");
  });
});
