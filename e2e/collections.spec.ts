import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Collection, CollectionWithPieces } from "#core/schemas/collection";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./fixtures";

const SAMPLE_SLUGS = ["bridal", "everyday", "gifts"];

/** The names on a collection page's cards, in the order shown. */
const cardNames = (page: import("@playwright/test").Page, listName: string) =>
  page.getByRole("list", { name: listName }).getByRole("heading", { level: 2 }).allTextContents();

test.describe("the sample collections", () => {
  for (const slug of SAMPLE_SLUGS) {
    test(`${slug} opens in English and Bengali with its pieces in the owner's order`, async ({
      page,
      request,
    }) => {
      const collection = (await (
        await request.get(`/api/collections/${slug}`)
      ).json()) as CollectionWithPieces;
      expect(collection.pieces.length).toBeGreaterThan(0);

      const english = await page.goto(`/collections/${slug}`);
      expect(english?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: collection.name })).toBeVisible();
      expect(await cardNames(page, collection.name)).toEqual(collection.pieces.map((piece) => piece.name));

      const bengaliName = collection.bn?.name || collection.name;
      const bengali = await page.goto(`/bn/collections/${slug}`);
      expect(bengali?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: bengaliName })).toBeVisible();
      expect(await cardNames(page, bengaliName)).toEqual(
        collection.pieces.map((piece) => piece.bn?.name || piece.name),
      );
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    });
  }

  test("are on the home page below the featured pieces, each card leading to its page", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Shop by collection" });
    const links = row.getByRole("link");
    await expect(links).toHaveCount(SAMPLE_SLUGS.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(
      SAMPLE_SLUGS.map((slug) => `/collections/${slug}`),
    );
    await links.first().click();
    await expect(page).toHaveURL(/\/collections\/bridal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bridal" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("an unknown collection is a page that says so, answered 404", async ({ page }) => {
    const response = await page.goto("/collections/no-such-collection");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Collection Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See all our jewellery" })).toBeVisible();
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// A sitemap names absolute addresses, so it needs PUBLIC_URL, which the shared server has not:
// a shop of its own, with one, serves it.
test.describe("the sitemap of a shop with a public address", () => {
  let folder: string;
  let server: ChildProcess;
  let site: string;

  test.beforeAll(async () => {
    // Seeding makes the sample pictures' photo files: on a busy machine that takes a while.
    test.setTimeout(120_000);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-collections-sitemap-"));
    site = `http://127.0.0.1:${await freePort()}`;
    server = spawn(process.execPath, ["server/dist/main.js"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: {
        PATH: process.env.PATH ?? "",
        PORT: new URL(site).port,
        HOST: "127.0.0.1",
        DATA_DIR: folder,
        PUBLIC_URL: site,
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(`${site}/api/health`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200);
    expect((await fetch(`${site}/api/init-sample-data-dev`, { method: "POST" })).status).toBe(200);
  });

  test.afterAll(async () => {
    if (server.exitCode === null) {
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test("lists each sample collection's page in English and Bengali, and each opens", async () => {
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    for (const slug of SAMPLE_SLUGS) {
      for (const address of [`${site}/collections/${slug}`, `${site}/bn/collections/${slug}`]) {
        expect(sitemap).toContain(`<loc>${address}</loc>`);
        expect((await fetch(address)).status, address).toBe(200);
      }
    }
  });
});

test.describe("the owner's own collection", () => {
  test("is made in the admin and shows on the site, its pieces in the order set", async ({
    page,
    request,
    signInAsAdmin,
  }) => {
    const token = await signInAsAdmin();
    await page.goto("/admin/collections");
    await page.getByRole("button", { name: "New collection" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Festive Rings");
    await expect(page.getByLabel("Address (slug)")).toHaveValue("festive-rings");
    await page.getByLabel("Name (Bengali)").fill("উৎসবের আংটি");

    const search = page.getByRole("searchbox", { name: "Add a piece by name" });
    await search.fill("Padma");
    await page.getByRole("button", { name: "Add Padma Flower Ring" }).click();
    await search.fill("Tara");
    await page.getByRole("button", { name: "Add Tara Solitaire Ring" }).click();
    await page.getByRole("button", { name: "Move Tara Solitaire Ring up" }).click();
    await expect(page.getByRole("button", { name: "Move Tara Solitaire Ring down" })).toBeFocused();
    await page.getByRole("button", { name: "Create collection" }).click();
    await expect(page.getByText("Created “Festive Rings”.")).toBeVisible();

    try {
      await page.goto("/collections/festive-rings");
      await expect(page.getByRole("heading", { level: 1, name: "Festive Rings" })).toBeVisible();
      expect(await cardNames(page, "Festive Rings")).toEqual(["Tara Solitaire Ring", "Padma Flower Ring"]);
      await page.goto("/");
      await expect(
        page.getByRole("region", { name: "Shop by collection" }).getByRole("link", { name: /Festive Rings/ }),
      ).toBeVisible();
    } finally {
      const all = (await (await request.get("/api/collections")).json()) as Collection[];
      for (const made of all.filter((one) => one.slug === "festive-rings"))
        await request.delete(`/api/collections/${made._id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
    }
  });
});
