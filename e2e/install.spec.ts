import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { expect, test } from "./fixtures";

test("the site is installable: a complete manifest, icons and a service worker", async ({
  baseURL,
}, testInfo) => {
  // Installability is only reported for a persistent (non-incognito) profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "shop-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, {
        timeout: 10_000,
      })
      .toEqual([]);
    const { url, data } = await cdp.send("Page.getAppManifest");
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    const manifest = JSON.parse(data ?? "{}") as {
      name: string;
      display: string;
      theme_color: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe("Shonali Jewellers");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#6B1E2E");
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    for (const icon of ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/icon-maskable-512.png"]) {
      expect((await page.request.get(icon)).status()).toBe(200);
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
