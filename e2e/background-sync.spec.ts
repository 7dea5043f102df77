import { expect, test } from "./fixtures";

test("a message written offline is delivered by Background Sync with no page open, exactly once", async ({
  context,
  page,
  request,
  adminToken,
  baseURL,
}) => {
  const unique = `Background sync check ${Date.now()}`;
  await page.goto("/contact");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });

  await context.setOffline(true);
  await page.getByRole("textbox", { name: "First Name" }).fill("Sadia");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Rahman");
  await page.getByRole("textbox", { name: "Phone Number" }).fill("01811 222333");
  await page.getByRole("textbox", { name: "Message" }).fill(unique);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/saved|offline/i).first()).toBeVisible();

  // A page outside the app holds the DevTools session; no app page is left to send the message.
  const holder = await context.newPage();
  await page.close();
  const cdp = await context.newCDPSession(holder);
  const registration = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL ?? "") && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registration;

  const inbox = async () => {
    const response = await request.get("/api/contact-messages", {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return ((await response.json()) as { message: string }[]).filter((m) => m.message === unique).length;
  };
  expect(await inbox()).toBe(0);

  await context.setOffline(false);
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: new URL(baseURL ?? "").origin,
    registrationId,
    tag: "contact-outbox",
    lastChance: false,
  });
  await expect.poll(inbox, { timeout: 10_000 }).toBe(1);

  // Opening the app again flushes the outbox on start: nothing is left to send twice.
  const again = await context.newPage();
  await again.goto("/contact");
  await expect(again.getByRole("heading", { level: 1 })).toBeVisible();
  await again.waitForTimeout(1000);
  expect(await inbox()).toBe(1);
});
