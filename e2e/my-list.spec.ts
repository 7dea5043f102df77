import { CATALOGUE_CURSOR } from "../pwa/src/data/device/device-names";
import { deviceStore } from "./device-database";
import { expect, test } from "./fixtures";

interface Piece {
  _id: string;
  name: string;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("three pieces on my list offline: the WhatsApp message names all three, the inbox gets them once back online, and a shared link opens them elsewhere", async ({
  page,
  context,
  browser,
  request,
  adminToken,
  signInAsAdmin,
  expectNoA11yViolations,
}) => {
  test.setTimeout(60_000);
  const pieces = ((await (await request.get("/api/jewelry")).json()) as Piece[]).slice(0, 3);
  await page.goto("/my-list");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await expect(page.getByText(/Your list is empty/)).toBeVisible();
  // Offline, an item's page comes from the device's copy of the catalogue, kept once a visit has synced it.
  await page.goto("/jewelry");
  await expect
    .poll(async () => (await deviceStore(page, "device")).map((entry) => entry.key), { timeout: 20_000 })
    .toContain(CATALOGUE_CURSOR);

  await context.setOffline(true);
  // The first from its card's heart in the list, the others from their own pages.
  await page.goto("/jewelry");
  const heart = page.getByRole("button", { name: `Add ${pieces[0]?.name} to my list` });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  for (const piece of pieces.slice(1)) {
    await page.goto(`/jewelry/${piece._id}`);
    const add = page.getByRole("button", { name: "Add to my list" });
    await add.click();
    await expect(add).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByRole("link", { name: "My List, 3 pieces" })).toBeVisible();
  await page.getByRole("link", { name: "My List, 3 pieces" }).click();
  const list = page.getByRole("list", { name: "My List" });
  await expect(list.getByRole("heading")).toHaveText(pieces.map((piece) => piece.name));
  await page.getByLabel("When would you like to come? (optional)").fill("Saturday evening");
  const chat = new URL(
    (await page.getByRole("link", { name: /Send on WhatsApp/ }).getAttribute("href")) ?? "",
  );
  expect(chat.hostname).toBe("wa.me");
  const message = chat.searchParams.get("text") ?? "";
  pieces.forEach((piece, index) => {
    expect(message).toContain(`${index + 1}. ${piece.name}, `);
    expect(message).toContain(`/jewelry/${piece._id}`);
  });
  expect(message).toContain("Preferred time: Saturday evening");
  await expectNoA11yViolations(page);

  // The same list to the shop's inbox, written offline: kept in the outbox, sent once back online.
  const sender = `Rahima ${Date.now()}`;
  await page.getByLabel("First Name").fill(sender);
  await page.getByLabel("Last Name").fill("Khatun");
  await page.getByLabel("Phone Number").fill("01711-555123");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
    "I would like to ask about the pieces on my list.",
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/You're offline. Your message is saved/)).toBeVisible();
  await context.setOffline(false);
  const fromSender = async () =>
    (
      (await (
        await request.get("/api/contact-messages", { headers: { authorization: `Bearer ${adminToken}` } })
      ).json()) as { _id: string; firstName: string; pieces?: string[] }[]
    ).filter((message) => message.firstName === sender);
  await expect.poll(async () => (await fromSender()).length, { timeout: 15_000 }).toBe(1);
  const [sent] = await fromSender();
  expect(sent?.pieces).toEqual(pieces.map((piece) => piece._id));

  // The list as a link: another phone opens the same pieces, read-only, straight from the server.
  const ids = (await deviceStore(page, "favourites")).map((entry) => entry.key);
  expect(ids.sort()).toEqual(pieces.map((piece) => piece._id).sort());
  const family = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await family.goto(`/my-list?pieces=${pieces.map((piece) => piece._id).join(".")}`);
  await expect(family.getByRole("heading", { level: 1, name: "A list shared with you" })).toBeVisible();
  await expect(family.getByRole("list", { name: "A list shared with you" }).getByRole("heading")).toHaveText(
    pieces.map((piece) => piece.name),
  );
  await expect(family.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await family.close();

  // The owner's inbox: the one message, each piece with its photo and its page.
  await signInAsAdmin();
  await page.goto(`/admin/settings/messages?id=${sent?._id}`);
  const listed = page.getByRole("region", { name: "Pieces on the visitor's list (3)" });
  await expect(listed.getByRole("link")).toHaveText(pieces.map((piece) => new RegExp(piece.name)));
});
