import { ADMIN_SCREENS } from "./admin-looks";
import { expect, test } from "./fixtures";

test("after one visit to the admin online, every admin screen opens offline inside the admin", async ({
  page,
  context,
  signInAsAdmin,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The admin asks the service worker to keep its code: every file the build lists for it.
  const listed = (await (await page.request.get("/admin-files.json")).json()) as string[];
  expect(listed.length).toBeGreaterThan(5);
  await expect
    .poll(
      () =>
        page.evaluate(async (files) => {
          const names = (await caches.keys()).filter((name) => name.startsWith("admin-files-"));
          const kept = (
            await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))
          ).flat();
          const paths = new Set(kept.map((request) => new URL(request.url).pathname));
          return files.filter((file) => !paths.has(file)).length;
        }, listed),
      { message: "the admin's files not yet kept", timeout: 30_000 },
    )
    .toBe(0);

  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await context.setOffline(true);
  for (const screen of ADMIN_SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first(), screen).toBeVisible();
    await expect(page.getByText("Unexpected Application Error"), screen).toHaveCount(0);
    await expect(page.getByText("This screen is not on this device yet"), screen).toHaveCount(0);
    await expect(page.getByText("You are offline."), screen).toBeVisible();
  }
  await context.setOffline(false);
});
