import type { Page } from "@playwright/test";
import type { JewelryItem } from "#core/schemas/jewelry";
import { ADMIN_READ_PREFIX } from "../pwa/src/data/device/device-names";
import { ADMIN_SCREENS } from "./admin-looks";
import { deviceStore } from "./device-database";
import { expect, test } from "./fixtures";

/** Waits until the service worker controls the page and keeps every file the build lists for the admin. */
async function untilAdminKept(page: Page) {
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
}

/** The admin's reads the device holds, by endpoint name. */
const keptAdminReads = async (page: Page) =>
  (await deviceStore(page, "queries"))
    .filter((row) => row.key.startsWith(`${ADMIN_READ_PREFIX}-`))
    .map((row) => (row.value as { query: { queryKey: [string] } }).query.queryKey[0]);

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
  await untilAdminKept(page);

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

test("the admin reopened offline shows what it last read, read-only, until the owner signs out", async ({
  page,
  context,
  request,
  signInAsAdmin,
}) => {
  test.setTimeout(90_000);
  const sent = await request.post("/api/contact-messages", {
    data: {
      firstName: "Farzana",
      lastName: "Haque",
      phone: "01911-555666",
      message: "Is the ruby ring back?",
    },
  });
  expect(sent.status()).toBe(201);
  // A piece of the sample shop, not one a test added.
  const item = ((await (await request.get("/api/jewelry")).json()) as JewelryItem[]).find(
    (piece) => !piece.name.startsWith("E2E"),
  );
  if (!item) throw new Error("the sample catalogue is empty");
  const token = await signInAsAdmin();

  // Online: the dashboard, a piece, the rate board, then the inbox and a message.
  await page.goto("/admin");
  await expect(page.getByRole("list", { name: "Overview" })).toBeVisible();
  await untilAdminKept(page);
  // Each screen's reads are kept a moment after they are shown: the test leaves a screen once they are.
  const untilKept = (read: string) =>
    expect.poll(() => keptAdminReads(page), { timeout: 10_000 }).toContain(read);
  await page.goto(`/admin/jewelry/${item._id}`);
  await expect(page.getByRole("heading", { name: `Edit: ${item.name}` })).toBeVisible();
  await untilKept("listJewelry");
  await page.goto("/admin/rates");
  await expect(page.getByRole("table", { name: "Rates in force" })).toBeVisible();
  await untilKept("listRateBoards");
  await page.goto("/admin/settings/messages");
  await page.getByRole("row").filter({ hasText: "Farzana Haque" }).getByText("01911-555666").click();
  const message = page.getByRole("region", { name: "Message from Farzana Haque" });
  await expect(message.getByText("Is the ruby ring back?")).toBeVisible();
  await expect
    .poll(() => keptAdminReads(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(["listContactMessages", "listJewelry", "listRateBoards"]));

  // Offline, the app started afresh: each screen shows the device's copy, saving off.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You are offline.")).toBeVisible();
  await expect(message.getByText("Is the ruby ring back?")).toBeVisible();
  await expect(message.getByRole("button", { name: "Delete" })).toBeDisabled();
  const messageAddress = page.url();
  // The dashboard's figures are the server's, or the spec's zeros under its notice: never old ones.
  await page.goto("/admin");
  await expect(page.getByRole("alert").filter({ hasText: "Development Mode" })).toBeVisible();
  await page.goto(`/admin/jewelry/${item._id}`);
  await expect(page.getByRole("heading", { name: `Edit: ${item.name}` })).toBeVisible();
  await page.goto("/admin/rates");
  await expect(page.getByRole("table", { name: "Rates in force" })).toBeVisible();

  // Signing out (online) wipes them: offline, even the old session finds nothing on the device.
  await context.setOffline(false);
  await page.reload();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect.poll(() => keptAdminReads(page), { timeout: 10_000 }).toEqual([]);
  await context.setOffline(true);
  await page.evaluate(
    ([t, a]) => {
      localStorage.setItem("adminToken", t);
      localStorage.setItem("adminData", a);
    },
    [token, JSON.stringify({ id: "1", username: "owner", email: "" })] as const,
  );
  await page.goto(messageAddress);
  await expect(page.getByRole("alert").filter({ hasText: "The server cannot be reached" })).toBeVisible();
  await expect(page.getByText("Farzana Haque")).toHaveCount(0);
  await context.setOffline(false);
});
