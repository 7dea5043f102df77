import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expect, publicPagePaths, test } from "./fixtures";

const signIn = async (page: Page) => {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible();
};

test.describe("the admin's frame", () => {
  test("/admin without a session is the 404 page", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.goto("/admin/jewelry");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("a wrong password says so and keeps the username typed", async ({ page, expectNoA11yViolations }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
    await expectNoA11yViolations(page);
  });

  test("signing in stores the session, a reload restores it, and logout clears it", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    const stored = await page.evaluate(() => [
      localStorage.getItem("adminToken"),
      localStorage.getItem("adminData"),
    ]);
    expect(stored[0]).toMatch(/^ey/);
    expect(JSON.parse(stored[1] ?? "{}")).toMatchObject({ username: E2E_ADMIN.username });
    await page.reload();
    await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible();
    await page.goto("/");
    await expect(
      page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Admin" }),
    ).toBeVisible();
    await page.goto("/admin");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("a token the server no longer accepts sends the owner to sign in, with the reason", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("adminToken", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidmVyIjoxfQ.forged-signature");
      localStorage.setItem("adminData", JSON.stringify({ id: "x", username: "owner", email: "" }));
    });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText("Your session is not valid. Please sign in again.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  });

  test("Ctrl+K jumps to any screen, ? lists the shortcuts", async ({ page, expectNoA11yViolations }) => {
    await signIn(page);
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette).toBeVisible();
    await page.keyboard.type("Jewelry Management");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/jewelry$/);
    await expect(palette).toBeHidden();
    await page.keyboard.press("Shift+Slash");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
  });

  test("the command palette opens under the content policy and holds the page behind still", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.setViewportSize({ width: 1000, height: 420 });
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await signIn(page);
    await page.getByRole("link", { name: "Jewelry Management" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    const main = page.getByRole("main");
    const scrolled = () =>
      page.evaluate(() => [
        document.getElementById("admin-main")?.scrollTop ?? 0,
        document.scrollingElement?.scrollTop ?? 0,
      ]);
    const settle = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

    // The list behind is long enough to scroll: the same wheel over it moves it in the same time.
    await main.hover();
    await page.mouse.wheel(0, 200);
    await settle();
    expect((await scrolled())[0]).toBeGreaterThan(0);
    await main.evaluate((element) => element.scrollTo(0, 0));

    const search = page.getByRole("searchbox", { name: "Search jewelry" });
    await search.focus();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette).toBeVisible();
    await expect(palette.getByRole("combobox")).toBeFocused();
    await page.mouse.move(960, 400);
    await page.mouse.wheel(0, 200);
    await settle();
    expect(await scrolled()).toEqual([0, 0]);
    await expectNoA11yViolations(page);

    await expect(palette.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(palette.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();
    await expect(search).toBeFocused();
    await page.keyboard.press("Control+k");
    await expect(palette).toBeVisible();
    await page.mouse.click(960, 400);
    await expect(palette).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test("public pages never download admin code", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (["script", "stylesheet"].includes(request.resourceType()))
        scripts.push(new URL(request.url()).pathname);
    });
    for (const route of await publicPagePaths(request)) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // A rendered page's stylesheets are inlined, and linked disabled: public, though never fetched.
      scripts.push(
        ...(await page
          .locator('link[rel="stylesheet"]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))),
      );
    }
    // A part a public page loads on a tap is public too: the rate alerts' form, with its checks.
    await page.goto("/gold-rates");
    await page.getByText("Set up rate alerts").click();
    await expect(page.getByRole("radio", { name: "For every new rate" })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((file) => /\/assets\/admin-/.test(file))).toEqual([]);
    const publicFiles = new Set(scripts);
    await signIn(page);
    for (const [link, title] of [
      ["Jewelry Management", "Jewelry Management"],
      ["Gold Rates", "Gold Rates"],
      ["Contact Messages", "Contact Messages"],
    ]) {
      // A link's name may end in its count ("Contact Messages 2 unread").
      await page
        .getByRole("link", { name: new RegExp(`^${link}`) })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    }
    // Nor in the background: the service worker precaches nothing that only the admin loads. The
    // shell's own stylesheet is public too: the server inlines it in the pages it renders.
    const shell = await (await request.get("/index.html")).text();
    const shellFiles = new Set(
      [...shell.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map(([, file]) => file),
    );
    expect(shellFiles.size).toBeGreaterThan(1);
    const adminFiles = scripts.filter((file) => !publicFiles.has(file) && !shellFiles.has(file));
    expect(adminFiles.length).toBeGreaterThan(3);
    const precached = new Set(
      [...(await (await request.get("/sw.js")).text()).matchAll(/"(assets\/[^"]+)"/g)].map(
        ([, file]) => `/${file}`,
      ),
    );
    expect(precached.size).toBeGreaterThan(10);
    expect(adminFiles.filter((file) => precached.has(file))).toEqual([]);
  });

  test("the admin installs as its own app window", async ({ baseURL }, testInfo) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/");
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
        timeout: 15_000,
      });
      await signIn(page);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send("Page.getAppManifest")).url, { timeout: 10_000 })
        .toMatch(/\/admin\.webmanifest$/);
      const manifest = JSON.parse((await cdp.send("Page.getAppManifest")).data ?? "{}") as Record<
        string,
        unknown
      >;
      expect(manifest).toMatchObject({
        scope: "/admin",
        display: "standalone",
        start_url: "/admin/login",
        name: "Shop Admin",
      });
      await expect
        .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, {
          timeout: 10_000,
        })
        .toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
