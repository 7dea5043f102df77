import type { APIRequestContext, Page } from "@playwright/test";
import type { ContactMessage } from "#core/schemas/contact-message";
import type { JewelryItem } from "#core/schemas/jewelry";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./fixtures";

// The admin is online-only: with no service worker in between, page.route sees every API call.
test.use({ serviceWorkers: "block" });

const card = (page: Page, label: string) =>
  page.getByRole("list", { name: "Overview" }).getByRole("listitem").filter({ hasText: label });

async function expectedCounts(request: APIRequestContext, token: string) {
  const all = (await (await request.get("/api/jewelry")).json()) as JewelryItem[];
  const featured = (await (await request.get("/api/jewelry/featured")).json()) as JewelryItem[];
  const messages = (await (
    await request.get("/api/contact-messages", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as ContactMessage[];
  return {
    "Total Jewelry Items": all.length,
    "Featured Items": featured.length,
    Categories: new Set(all.map((item) => item.category)).size,
    "Unread Messages": messages.filter((m) => m.status === "unread").length,
  };
}

test("the dashboard's counts match the API and its quick actions go where they say", async ({
  signInAsAdmin,
  page,
  request,
  expectNoA11yViolations,
}) => {
  const token = await signInAsAdmin();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // Other specs add and remove items and messages meanwhile: compare against a fresh reading.
  await expect(async () => {
    await page.reload();
    const expected = await expectedCounts(request, token);
    for (const [label, value] of Object.entries(expected)) {
      await expect(card(page, label)).toHaveText(new RegExp(`^${label}${value}$`), { timeout: 2_000 });
    }
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/Development Mode/)).toHaveCount(0);
  await expectNoA11yViolations(page);

  const actions = page.getByRole("region", { name: "Quick Actions" });
  for (const [name, path] of [
    ["Add New Jewelry", "/admin/jewelry/new"],
    ["Manage Jewelry", "/admin/jewelry"],
    ["Website Settings", "/admin/settings/home-page"],
    ["View Messages", "/admin/settings/messages"],
  ] as const) {
    await actions.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
  }
  const popup = page.waitForEvent("popup");
  await actions.getByRole("link", { name: /View Website/ }).click();
  const site = await popup;
  await expect(site).toHaveURL(/\/$/);
  await site.close();

  await card(page, "Unread Messages").getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/settings\/messages$/);
});

test("Recent Activity tells of a change the owner just made", async ({
  signInAsAdmin,
  page,
  request,
  adminToken,
}) => {
  const lastName = `Activity${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const sent = await request.post("/api/contact-messages", {
    data: { firstName: "Dipa", lastName, phone: "01811-000222", message: "A question about a chain." },
  });
  expect(sent.status()).toBe(201);
  const message = (await sent.json()) as ContactMessage;
  const headers = { authorization: `Bearer ${adminToken}` };
  expect((await request.put(`/api/contact-messages/${message._id}/read`, { headers })).status()).toBe(200);

  await signInAsAdmin();
  await page.goto("/admin");
  const activity = page.getByRole("region", { name: "Recent Activity" });
  const entry = activity
    .getByRole("listitem")
    .filter({ hasText: `marked the message from Dipa ${lastName} as read` });
  await expect(entry).toContainText(`${E2E_ADMIN.username} marked the message from Dipa ${lastName} as read`);
  await expect(entry.locator("time")).toHaveText(/^(now|\d+ seconds? ago|1 minute ago)$/);
  await expect(entry.locator("time")).toHaveAttribute(
    "title",
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/,
  );

  await request.delete(`/api/contact-messages/${message._id}`, { headers });
});

test("the Development Mode notice shows zero counts while the server cannot be reached", async ({
  signInAsAdmin,
  page,
  expectNoA11yViolations,
}) => {
  await signInAsAdmin();
  await page.goto("/admin");
  await expect(card(page, "Total Jewelry Items")).not.toContainText("…");

  await page.route("**/api/jewelry**", (route) => route.abort());
  await page.route("**/api/contact-messages", (route) => route.abort());
  await page.reload();
  const notice = page.getByRole("alert").filter({ hasText: "Development Mode" });
  await expect(notice).toHaveText(
    /Development Mode: the server cannot be reached, so the figures below show zero\. Check that the server is running\./,
  );
  for (const label of ["Total Jewelry Items", "Featured Items", "Categories", "Unread Messages"]) {
    await expect(card(page, label)).toHaveText(`${label}0`);
  }
  await expectNoA11yViolations(page);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await notice.getByRole("button", { name: "Retry" }).click();
  await expect(notice).toHaveCount(0);
  await expect(card(page, "Total Jewelry Items")).not.toHaveText("Total Jewelry Items0");
});

test("the activity log shows a failed login, found by its kind and by the name tried", async ({
  signInAsAdmin,
  page,
  request,
  expectNoA11yViolations,
}, testInfo) => {
  const tried = `guess-${testInfo.project.name}-${Date.now()}`;
  const failed = await request.post("/api/admin/login", {
    data: { username: tried, password: "not the password" },
  });
  expect(failed.status()).toBe(401);
  await signInAsAdmin();
  await page.goto("/admin");
  await page.getByRole("link", { name: "View the whole activity log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity Log" })).toBeVisible();
  const table = page.getByRole("table", { name: "Activity, newest first" });
  const failure = table.getByRole("row").filter({ hasText: `A login as “${tried}” failed from` });
  await expect(failure).toHaveCount(1);
  await expect(failure.getByRole("cell").last()).toHaveText("Logins");
  await expectNoA11yViolations(page);

  await page.getByRole("combobox", { name: "Show" }).selectOption("Logins");
  await expect(page).toHaveURL(/\/admin\/activity\?kind=sign-ins$/);
  await expect(failure).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search by who or what" }).fill(tried);
  await expect(page).toHaveURL(new RegExp(`q=${tried}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  // The filter is in the address: a reload shows the same entries.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search by who or what" })).toHaveValue(tried);
  await expect(failure).toHaveCount(1);

  await page.getByRole("combobox", { name: "Show" }).selectOption("Gold rates");
  await expect(page.getByText("Nothing matches this filter.")).toBeVisible();
});
