import { endpoints } from "#core/endpoints";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { expect, publicPagePaths, taka, test } from "./fixtures";

test.describe("the site's frame", () => {
  test("home shows the hero, the three features and the featured collection", async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    const marked = (await (await request.get("/api/jewelry/featured")).json()) as { name: string }[];
    expect(marked.length).toBeGreaterThan(6);
    const board = (await (await request.get(endpoints.getGoldRates.path)).json()) as GoldRatesResponse;
    const gold22 = board.goldPrices.find((entry) => entry.grade === "22K");
    await page.goto("/");
    await expect(page).toHaveTitle(/Shonali Jewellers/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Jewellery Crafted for Every Celebration" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Collection" })).toHaveAttribute("href", "/jewelry");
    await expect(page.getByRole("link", { name: "Gold Calculator", exact: true }).first()).toBeVisible();
    // Today's 22K price, on the first screen of a phone too, and in the footer.
    const rate = page.getByRole("link", { name: /^Today's rate · 22 Karat Gold/ });
    await expect(rate).toContainText(`${taka(gold22?.perVori ?? 0)} per vori`);
    await expect(rate).toHaveAttribute("href", "/gold-rates");
    await expect(rate).toBeInViewport();
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: `22 Karat Gold today: ${taka(gold22?.perVori ?? 0)} per vori` }),
    ).toBeVisible();
    for (const title of ["Certified Purity", "Our Own Karigars", "Fair Exchange"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    const featured = page.getByRole("list", { name: "Featured Collection" });
    // Every piece the owner featured, not only the first six.
    await expect(featured.getByRole("heading")).toHaveText(marked.map(({ name }) => name));
    await expectNoA11yViolations(page);
  });

  test("the home page downloads no zod, which arrives with the first page that parses", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      // A script still arriving as the test ends has no body to read then: not one of the test's.
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    // Every zod object schema is named so, minified or not.
    const withZod = async () => (await Promise.all(scripts)).filter((body) => body.includes("ZodObject"));

    await page.goto("/");
    await expect(
      page.getByRole("list", { name: "Featured Collection" }).getByRole("heading").first(),
    ).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
    expect(await withZod()).toEqual([]);

    await page.getByRole("link", { name: "Contact", exact: true }).first().click();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    // Asked for once the form is on screen, in an idle moment.
    await expect.poll(async () => (await withZod()).length).toBeGreaterThan(0);
  });

  test("the app starts from a handful of script files, each step of its start in one", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.locator("html[data-started]")).toBeAttached();
    // Everything asked for before the home page's own code is the start's.
    const homePage = scripts.findIndex((path) => /\/home-page-[\w-]+\.js$/.test(path));
    expect(homePage, scripts.join("\n")).toBeGreaterThan(0);
    const start = scripts.slice(0, homePage);
    // The entry, its chunk loader, the bundler's runtime, and the start's four steps (React's renderer,
    // the router, the query cache, then the app), each a facade and its one chunk. Split by how the
    // pages share them, the start's modules made some thirty files.
    expect(start.length, start.join("\n")).toBeLessThanOrEqual(11);
    expect(start.filter((path) => /\/start-[\w-]+\.js$/.test(path))).toHaveLength(2);
    expect(start.filter((path) => /\/(dom-renderer|react)-[\w-]+\.js$/.test(path))).toHaveLength(2);
    expect(start.filter((path) => /\/router(-code)?-[\w-]+\.js$/.test(path))).toHaveLength(2);
    expect(start.filter((path) => /\/quer(y-code|ies)-[\w-]+\.js$/.test(path))).toHaveLength(2);
  });

  test("the app starts without touching the served page's language, which would restyle the whole page", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const written: string[] = [];
      Object.assign(window, { rootAttributesWritten: written });
      // Reports every write, an unchanged value's too. The root element is not parsed yet.
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) written.push(record.attributeName ?? "");
      }).observe(document, { attributes: true, subtree: true });
    });
    await page.goto("/bn/contact");
    await expect(page.locator("html[data-started]")).toBeAttached();
    const written = await page.evaluate(
      () => (window as unknown as { rootAttributesWritten: string[] }).rootAttributesWritten,
    );
    expect(written).toContain("data-started");
    expect(written).not.toContain("lang");
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  });

  test("header links lead to every public page, and the admin link stays hidden", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const expected = [
      ["Home", "/"],
      ["Gold Calculator", "/gold-calculator"],
      ["Jewelry", "/jewelry"],
      ["Today's Rate", "/gold-rates"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href as string);
    }
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Today's Rate" }).click();
    await expect(page).toHaveURL(/\/gold-rates$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Today's Gold & Silver Rate");
  });

  test("footer shows the shop's contact details and quick links", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "+880 1711-234567" })).toHaveAttribute(
      "href",
      "tel:+8801711234567",
    );
    await expect(footer.getByRole("link", { name: "info@shonalijewellers.com.bd" })).toBeVisible();
    await expect(footer.getByText("Friday: 2:00 PM-8:00 PM")).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link")).toHaveCount(5);
  });

  test("an unknown page shows Page Not Found with a way home", async ({ page, expectNoA11yViolations }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("missing files are 404 JSON, never the app shell", async ({ request }) => {
    for (const file of ["/humans.txt", "/images/nothing.png", "/assets/missing-123.js"]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
    }
  });

  test("a shared jewellery link carries the item's own preview tags", async ({ request }) => {
    const items = (await (await request.get("/api/jewelry")).json()) as { _id: string; name: string }[];
    const item = items[0];
    if (!item) throw new Error("no sample items");
    const html = await (await request.get(`/jewelry/${item._id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${item.name}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
  });

  test("hashed assets are precompressed and immutable; the shell always revalidates", async ({ request }) => {
    const shell = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(shell.headers()["cache-control"]).toBe("no-cache");
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(await shell.text())?.[1];
    expect(entry).toBeTruthy();
    const get = (path: string) => request.get(path, { headers: { "accept-encoding": "br, gzip" } });
    const entryScript = await get(entry as string);
    expect(entryScript.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The entry is too small to be worth compressing; React's renderer, which it starts, is not.
    const step = /\.\/(dom-renderer-[\w-]+\.js)/.exec(await entryScript.text())?.[1];
    const renderer = /\.\/(react-[\w-]+\.js)/.exec(await (await get(`/assets/${step}`)).text())?.[1];
    expect(renderer).toBeTruthy();
    const asset = await get(`/assets/${renderer}`);
    expect(asset.headers()["content-encoding"]).toBe("br");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("pages as the server sends them", () => {
  // Without the service worker every page comes from the server, with its own head and structured data.
  test.use({ serviceWorkers: "block" });

  test("every public page keeps to the content policy and the console quiet, its structured data included", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const complaints: string[] = [];
    page.on("console", (message) => {
      if (["warning", "error"].includes(message.type())) complaints.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => complaints.push(`${page.url()}: ${error.message}`));
    const violations: string[] = [];
    const structured: Record<string, number> = {};
    for (const path of [...(await publicPagePaths(request)), "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      structured[path] = await page.locator('script[type="application/ld+json"]').count();
      violations.push(
        ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
      );
    }
    expect(Object.entries(structured).filter(([, count]) => count === 0)).toEqual([["/no-such-page", 0]]);
    expect(violations).toEqual([]);
    // Nothing on the console but what the test itself causes: the worker it blocks and the 404 it asks for.
    expect(
      complaints.filter(
        (text) =>
          !text.includes("Service Worker registration blocked by Playwright") &&
          !/no-such-page: Failed to load resource: .* 404/.test(text),
      ),
    ).toEqual([]);
  });
});
