import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { ContactMessage, ContactMessageReceipt } from "#core/schemas/contact-message";
import { expect, test } from "./fixtures";

// The spec's status colours, as admin.css paints them (--a-unread, --a-read, --a-replied).
const RED = "rgb(180, 35, 24)";
const BLUE = "rgb(29, 78, 216)";
const GREEN = "rgb(6, 118, 71)";

/** Two messages of this test's own, told apart from everyone else's by a unique stamp. */
async function sendMessages(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const send = async (firstName: string, text: string): Promise<ContactMessage> => {
    const data = { firstName, lastName: `Tester${stamp}`, phone: "01711-234567", message: text };
    const response = await request.post("/api/contact-messages", { data });
    expect(response.status()).toBe(201);
    // The answer is a receipt ({ _id, status, createdAt }): the visitor already knows what they sent.
    return { ...data, ...((await response.json()) as ContactMessageReceipt) };
  };
  const first = await send("Amina", `Is the Kolka pendant in stock? ${stamp}\nI can come on Friday.`);
  const second = await send("Borna", `Please call me about bangles. ${stamp}`);
  return { stamp, first, second, nameOf: (m: ContactMessage) => `${m.firstName} ${m.lastName}` };
}

const table = (page: Page) => page.getByRole("table", { name: "Contact messages" });
const row = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });
const detail = (page: Page) => page.getByRole("region", { name: /^Message from/ });
const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

test("the owner reads, answers, finds and deletes messages", async ({
  signInAsAdmin,
  page,
  request,
  expectNoA11yViolations,
}) => {
  const { stamp, first, second, nameOf } = await sendMessages(request);
  await signInAsAdmin();
  await page.goto("/admin/settings/messages");

  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const navLink = nav.getByRole("link", { name: /Contact Messages/ });
  await expect(navLink).toContainText(/\d+ unread/);
  expect(Number((await navLink.textContent())?.match(/(\d+) unread/)?.[1])).toBeGreaterThanOrEqual(2);

  await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
  // "/" jumps to the search box; the search narrows the list to this test's two messages.
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  const search = page.getByRole("searchbox", { name: "Search messages" });
  await expect(search).toBeFocused();
  await search.fill(stamp);
  await expect(table(page).getByRole("row")).toHaveCount(3);

  const firstBadge = row(page, nameOf(first)).getByText("Unread", { exact: true });
  await expect(firstBadge).toBeVisible();
  expect(await colour(firstBadge)).toBe(RED);

  // Keyboard: the newest (second) comes first; ↓ then Enter opens the first message.
  await row(page, nameOf(second)).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const pane = detail(page);
  await expect(pane.getByRole("heading", { name: `Message from ${nameOf(first)}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?id=${first._id}$`));
  await expect(pane.getByText("I can come on Friday.")).toBeVisible();
  await expect(pane.getByRole("link", { name: "Call 01711-234567" })).toHaveAttribute(
    "href",
    "tel:+8801711234567",
  );
  await expect(pane.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/8801711234567",
  );
  await expectNoA11yViolations(page);

  // A reload keeps the open message; opening it did not mark it read.
  await page.reload();
  await expect(pane.getByRole("heading", { name: `Message from ${nameOf(first)}` })).toBeVisible();
  await expect(pane.getByText("Unread", { exact: true })).toBeVisible();
  await search.fill(stamp);

  await pane.getByRole("button", { name: "Mark as Read" }).click();
  const readBadge = row(page, nameOf(first)).getByText("Read", { exact: true });
  await expect(readBadge).toBeVisible();
  expect(await colour(readBadge)).toBe(BLUE);
  await expect(pane.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);

  await pane.getByRole("button", { name: "Mark as Replied" }).click();
  const repliedBadge = row(page, nameOf(first)).getByText("Replied", { exact: true });
  await expect(repliedBadge).toBeVisible();
  expect(await colour(repliedBadge)).toBe(GREEN);
  await expect(pane.getByRole("button", { name: "Mark as Replied" })).toHaveCount(0);

  // Filters by status, with the search still on.
  await page.getByRole("button", { name: /^Replied \(\d+\)$/ }).click();
  await expect(row(page, nameOf(first))).toBeVisible();
  await expect(row(page, nameOf(second))).toHaveCount(0);
  await page.getByRole("button", { name: /^Unread \(\d+\)$/ }).click();
  await expect(row(page, nameOf(second))).toBeVisible();
  await expect(row(page, nameOf(first))).toHaveCount(0);
  await page.getByRole("button", { name: /^All \(\d+\)$/ }).click();

  // Delete after the spec's question.
  await pane.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete this message?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(row(page, nameOf(first))).toHaveCount(0);
  await expect(detail(page)).toHaveCount(0);

  // Bulk: tick the other one and mark it read, then delete it (one question, naming nothing else).
  await page.getByRole("checkbox", { name: `Select message from ${nameOf(second)}` }).check();
  const bulk = page.getByRole("group", { name: "Actions for the selected messages" });
  await expect(bulk).toContainText("1 selected");
  await bulk.getByRole("button", { name: "Mark as Read" }).click();
  await expect(row(page, nameOf(second)).getByText("Read", { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: `Select message from ${nameOf(second)}` }).check();
  await bulk.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toContainText("Are you sure you want to delete this message?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  // With nobody else's messages in the inbox the empty state is the spec's "No messages yet".
  await expect(
    page.getByText(/^(No messages yet|No messages match the filter or the search\.)$/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test("bulk actions name the count before deleting several", async ({ signInAsAdmin, page, request }) => {
  const { stamp, first, second, nameOf } = await sendMessages(request);
  await signInAsAdmin();
  await page.goto("/admin/settings/messages");
  await page.getByRole("searchbox", { name: "Search messages" }).fill(stamp);
  await page.getByRole("checkbox", { name: "Select all rows" }).check();
  const bulk = page.getByRole("group", { name: "Actions for the selected messages" });
  await bulk.getByRole("button", { name: "Mark as Replied" }).click();
  for (const message of [first, second]) {
    await expect(row(page, nameOf(message)).getByText("Replied", { exact: true })).toBeVisible();
  }
  await page.getByRole("checkbox", { name: "Select all rows" }).check();
  await bulk.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete these 2 messages?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  // With nobody else's messages in the inbox the empty state is the spec's "No messages yet".
  await expect(
    page.getByText(/^(No messages yet|No messages match the filter or the search\.)$/),
  ).toBeVisible();
});
