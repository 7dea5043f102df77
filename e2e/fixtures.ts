import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page, type Response } from "@playwright/test";
import { collectionPath, itemPath, type PageName, PUBLIC_PAGES } from "#core/public-pages";
import { E2E_ADMIN } from "../playwright.config";

export { expect };

/** Taka as the site writes it: lakh grouping, the ৳ sign in front. */
export const taka = (amount: number) => `৳${new Intl.NumberFormat("en-IN").format(amount)}`;

/** Every public page the server renders, the first item's page and the first collection's among them. */
export async function publicPagePaths(request: APIRequestContext): Promise<string[]> {
  const [item] = (await (await request.get("/api/jewelry")).json()) as { _id: string }[];
  if (!item) throw new Error("the sample catalogue is empty");
  const [collection] = (await (await request.get("/api/collections")).json()) as { slug: string }[];
  if (!collection) throw new Error("the sample shop has no collections");
  return (Object.keys(PUBLIC_PAGES) as PageName[]).map((name) =>
    name === "item"
      ? itemPath(item._id)
      : name === "collection"
        ? collectionPath(collection.slug)
        : PUBLIC_PAGES[name],
  );
}

interface Fixtures {
  /** Fails the test with the list of violations when axe finds any on the page as it stands. */
  expectNoA11yViolations: (page: Page) => Promise<void>;
  /** A fresh admin token from the real login call. */
  adminToken: string;
  /** Signs in through the API and hands the session to the page the way the login page stores it; returns the token. */
  signInAsAdmin: () => Promise<string>;
}

/**
 * Public pages arrive rendered by the server and then start in the browser: a click or keystroke
 * before that would reach plain HTML. A page opened or reloaded waits until it has started (any HTML
 * page of the site marks its root element); other answers (JSON, text) are returned at once.
 */
async function untilStarted(page: Page, response: Response | null): Promise<Response | null> {
  const type = response?.headers()["content-type"] ?? "";
  if (response === null || type.includes("text/html"))
    await page.locator("html[data-started]").waitFor({ state: "attached" });
  return response;
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture with no value as void
export const test = base.extend<Fixtures, { sampleShop: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => untilStarted(page, await goto(url, options));
      page.reload = async (options) => untilStarted(page, await reload(options));
    }
    await use(page);
  },
  sampleShop: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
      });
      const response = await request.post("/api/init-sample-data-dev");
      if (!response.ok()) throw new Error(`seeding failed: ${response.status()}`);
      await request.dispose();
      await use();
    },
    { scope: "worker", auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
  expectNoA11yViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
  adminToken: async ({ request }, use) => {
    const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
    expect(response.status()).toBe(200);
    await use(((await response.json()) as { token: string }).token);
  },
  signInAsAdmin: async ({ page, request }, use) => {
    await use(async () => {
      const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
      expect(response.status()).toBe(200);
      const { token, admin } = (await response.json()) as { token: string; admin: unknown };
      await page.goto("/");
      await page.evaluate(
        ([t, a]) => {
          localStorage.setItem("adminToken", t);
          localStorage.setItem("adminData", a);
        },
        [token, JSON.stringify(admin)] as const,
      );
      return token;
    });
  },
});
