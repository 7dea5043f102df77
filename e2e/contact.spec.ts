import type { APIRequestContext, Page, Route } from "@playwright/test";
import type { ContactMessage } from "#core/schemas/contact-message";
import { expect, test } from "./fixtures";

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function fillForm(page: Page, message: string) {
  await page.getByLabel("First Name").fill("Nusrat");
  await page.getByLabel("Last Name").fill("Jahan");
  await page.getByLabel("Phone Number").fill("+880 1711-555123");
  await page.getByRole("textbox", { name: "Message" }).fill(message);
}

async function inboxCount(request: APIRequestContext, token: string, text: string): Promise<number> {
  const response = await request.get("/api/contact-messages", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const messages = (await response.json()) as ContactMessage[];
  return messages.filter((message) => message.message === text).length;
}

test("an online message is sent and reaches the admin inbox", async ({ page, request, adminToken }) => {
  const text = unique("Please call me about a 22K chain");
  await page.goto("/contact");
  await fillForm(page, text);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message sent successfully! We will get back to you soon.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  expect(await inboxCount(request, adminToken, text)).toBe(1);

  // The notice goes; a note of when the message reached the shop stays, over a reload too.
  await page.reload();
  const note = page.getByText(/^Your message reached us on .+\. We will get back to you soon\.$/);
  await expect(note).toBeVisible();
  await page.getByRole("button", { name: "Write another message" }).click();
  await expect(note).toBeHidden();
  await expect(page.getByLabel("First Name")).toBeFocused();
});

test("missing and invalid fields are named under each field and nothing typed is lost", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("First Name").fill("Rafiq");
  await page.getByLabel("Phone Number").fill("call me later");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByLabel("Last Name")).toBeFocused();
  await expect(page.getByLabel("Last Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First Name")).toHaveValue("Rafiq");
  await expect(page.getByLabel("Phone Number")).toHaveValue("call me later");

  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("Rafiq");
});

test("a throttle or a server error keeps what was typed, says why, and never claims the visitor is offline", async ({
  page,
}) => {
  const text = unique("Asking about earrings");
  const answers = [
    { status: 429, error: "Too many messages were sent from this connection: please call us instead." },
    { status: 503, error: "Service unavailable" },
  ];
  await page.route("**/api/contact-messages", (route) => {
    const next = answers.shift();
    return next ? route.fulfill({ status: next.status, json: { error: next.error } }) : route.continue();
  });
  await page.goto("/contact");
  await fillForm(page, text);
  const send = page.getByRole("button", { name: "Send Message" });
  const offline = page.getByText(/You're offline/);

  await send.click();
  await expect(
    page.getByText("Too many messages were sent from this connection: please call us instead."),
  ).toBeVisible();
  await expect(offline).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(text);

  await send.click();
  await expect(page.getByText("Error sending message. Please try again.")).toBeVisible();
  await expect(offline).toBeHidden();
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  await expect(page.getByLabel("Phone Number")).toHaveValue("+880 1711-555123");

  await send.click();
  await expect(page.getByText("Message sent successfully! We will get back to you soon.")).toBeVisible();
});

test("a phone number typed in Bengali digits is accepted and reaches the inbox dialable", async ({
  page,
  request,
  adminToken,
}) => {
  const text = unique("Written with a Bengali keyboard");
  await page.goto("/contact");
  await fillForm(page, text);
  await page.getByLabel("Phone Number").fill("০১৭১১-৫৫৫১২৩");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! We will get back to you soon.")).toBeVisible();

  const response = await request.get("/api/contact-messages", {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const stored = ((await response.json()) as ContactMessage[]).find((message) => message.message === text);
  expect(stored?.phone).toBe("01711-555123");
});

test("a message written offline is kept and delivered exactly once when back online", async ({
  page,
  context,
  request,
  adminToken,
}) => {
  const text = unique("Written offline about a bridal set");
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The page has loaded all it asks for (its outbox's code comes once it is on screen).
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await fillForm(page, text);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText(
      "You're offline. Your message is saved and will be sent automatically when you're back online.",
    ),
  ).toBeVisible();
  await expect(page.getByText("1 message waiting to be sent")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  expect(await inboxCount(request, adminToken, text)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText("1 message waiting to be sent")).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => inboxCount(request, adminToken, text), { timeout: 15_000 }).toBe(1);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  await page.waitForTimeout(1000);
  expect(await inboxCount(request, adminToken, text)).toBe(1);
});

const GOOGLE_MAP = /^https:\/\/www\.google\.com\/maps/;
const drawMap = (route: Route) => route.fulfill({ contentType: "text/html", body: "<p>Map of the shop</p>" });
/** Google's host as the page asks it whether the map can be drawn: answering, or out of reach. */
const GOOGLE_HOST_PROBE = "https://www.google.com/generate_204";
const googleAnswers = (page: Page) =>
  page.route(GOOGLE_HOST_PROBE, (route) => route.fulfill({ status: 204 }));

test("the map's card says where the shop is until the map has drawn, and in its place offline or when Google is out of reach", async ({
  page,
  context,
}) => {
  const standIn = page.getByRole("link", { name: /Find us on Google Maps/ });
  const address = page.getByText("13/3 Ka, Panthapath, Dhaka 1215").last();
  const scrollToMap = () => page.getByRole("heading", { name: "Find Us" }).scrollIntoViewIfNeeded();

  // Held back, as on a slow line, until the test lets Google answer.
  const held: Route[] = [];
  await page.route(GOOGLE_MAP, (route) => {
    held.push(route);
  });
  await googleAnswers(page);
  await page.goto("/contact");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await scrollToMap();
  await expect(page.getByTitle(/^Map showing/)).toBeAttached();
  await expect(standIn).toBeVisible();
  await expect(standIn).toHaveAttribute("href", /^https:\/\/maps\.google\.com\//);
  await expect(address).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const route of held) await drawMap(route);
  await expect(page.frameLocator("iframe").getByText("Map of the shop")).toBeVisible();
  await expect(standIn).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await scrollToMap();
  await expect(page.getByText("The map needs an internet connection.")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(standIn).toBeVisible();
  await expect(address).toBeVisible();

  // Online, but Google out of reach: the frame would show the browser's error page; the address stays.
  await context.setOffline(false);
  await page.unrouteAll();
  await page.route(/^https:\/\/www\.google\.com\//, (route) => route.abort("internetdisconnected"));
  await page.reload();
  await scrollToMap();
  await expect(page.getByText("Google Maps cannot be reached right now.")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(standIn).toBeVisible();
  await expect(address).toBeVisible();
});

test("the contact page has no accessibility violations", async ({ page, expectNoA11yViolations }) => {
  await page.route(GOOGLE_MAP, drawMap);
  await googleAnswers(page);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Secure Payment Options" })).toBeVisible();
  await page.getByRole("heading", { name: "Find Us" }).scrollIntoViewIfNeeded();
  await expect(page.getByTitle(/^Map showing/)).toBeAttached();
  await expectNoA11yViolations(page);
});

test("the contact page's code, with all it imports, leaves the outbox and the device database to load after it has started", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.locator("html[data-started]").waitFor({ state: "attached" });
  const pageChunk = await page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .find((path) => /^\/assets\/contact-page-[\w-]+\.js$/.test(path)) ?? null,
  );
  expect(pageChunk).not.toBeNull();

  // Every chunk the page's code imports statically, which the browser must run before the page starts.
  const statically = new Set<string>();
  const walk = async (path: string) => {
    if (statically.has(path)) return;
    statically.add(path);
    const code = await (await page.request.get(path)).text();
    for (const [, file] of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      await walk(`/assets/${file}`);
    }
  };
  await walk(pageChunk ?? "");
  expect([...statically].filter((path) => /\/(db|outbox)-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(statically.size).toBeGreaterThan(2);

  // Both load once the page has started (the database's code may come as more than one file).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
        return ["db", "outbox"].filter((name) =>
          loaded.some((file) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(file)),
        );
      }),
    )
    .toEqual(["db", "outbox"]);
});

test("both showrooms are on the contact page, and each is a JewelryStore in its structured data", async ({
  page,
}) => {
  await page.goto("/contact");
  const showrooms = page.getByRole("region", { name: "Our Showrooms" });
  for (const [name, street] of [
    ["Dhaka Showroom", "Bashundhara City"],
    ["Mymensingh Showroom", "Ganginar Par"],
  ] as const) {
    const card = showrooms
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(street)).toBeVisible();
    await expect(card.getByRole("link", { name: /^Map/ })).toHaveAttribute(
      "href",
      /^https:\/\/maps\.google\.com\//,
    );
    await expect(card.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
  }
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const stores = (data["@graph"] as { "@type": string; address: { streetAddress: string } }[]).filter(
    (node) => node["@type"] === "JewelryStore",
  );
  expect(stores.map((store) => store.address.streetAddress)).toEqual([
    expect.stringContaining("Bashundhara City"),
    expect.stringContaining("Ganginar Par"),
  ]);
});
