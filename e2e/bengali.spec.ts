import type { WebsiteSettings } from "#core/schemas/settings";
import { expect, test } from "./fixtures";

test("a page under /bn opens in Bengali, hydrates without a mismatch and keeps its links in Bengali", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.goto("/bn/gold-calculator");
  expect(await page.locator("html").getAttribute("lang")).toBe("bn");
  await expect(page.getByRole("heading", { level: 1, name: "স্বর্ণ ক্যালকুলেটর" })).toBeVisible();

  const jewellery = page.getByRole("navigation", { name: "প্রধান মেনু" }).getByRole("link", { name: "গহনা" });
  await expect(jewellery).toHaveAttribute("href", "/bn/jewelry");
  await jewellery.click();
  await expect(page).toHaveURL(/\/bn\/jewelry$/);
  await expect(page.getByRole("heading", { level: 1, name: "আমাদের গহনার কালেকশন" })).toBeVisible();

  expect(problems).toEqual([]);
});

test("money, weights and times on a Bengali page are written in Bengali digits, hydrating as rendered", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto("/bn/gold-rates");
  const main = page.locator("main");
  await expect(main.getByText(/৳[০-৯]/).first()).toBeVisible();
  expect(await main.innerText()).not.toMatch(/৳\s?[0-9]/);
  await page.goto("/bn/jewelry");
  // A card's weight, in grams and as the trade weighs it.
  await expect(main.locator("dd.tabular").nth(1)).toHaveText(
    /^[০-৯][০-৯,.]* [০-৯]+ ভরি [০-৯]+ আনা [০-৯]+ রতি$/,
  );
  // The first page's range of the whole catalogue, in Bengali digits.
  await expect(main.getByText(/^[০-৯]+টির মধ্যে ১–১২ দেখানো হচ্ছে$/)).toBeVisible();
  expect(problems).toEqual([]);
});

test("an English page downloads none of the Bengali messages", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/gold-calculator");
  await expect(page.getByRole("heading", { level: 1, name: "Gold Calculator" })).toBeVisible();
  expect(scripts.filter((path) => /bn-site-messages/.test(path))).toEqual([]);
});

test("the admin under /bn speaks Bengali from its first screen, its links kept under /bn", async ({
  signInAsAdmin,
  page,
}) => {
  await signInAsAdmin();
  await page.goto("/bn/admin");
  await expect(page.getByRole("heading", { level: 1, name: "ড্যাশবোর্ড" })).toBeVisible();
  const messages = page.getByRole("link", { name: "যোগাযোগের বার্তা" }).first();
  await expect(messages).toHaveAttribute("href", "/bn/admin/settings/messages");
});

test("the Bengali admin names a saved section in Bengali, and the Bengali tagline reaches the Bengali home page", async ({
  signInAsAdmin,
  page,
}) => {
  await signInAsAdmin();
  await page.goto("/bn/admin/settings/home-page");
  const tagline = page.getByLabel("ট্যাগলাইন (বাংলা)");
  await tagline.fill("ঐতিহ্যের সোনা, আজকের নকশা");
  await page.getByRole("button", { name: "সেভ করুন" }).click();
  await expect(page.getByText("হোম পেজ সেটিংস সেভ হয়েছে!")).toBeVisible();
  await page.goto("/bn");
  await expect(page.getByText("ঐতিহ্যের সোনা, আজকের নকশা").first()).toBeVisible();
});

test("the owner names the shop in Bengali: the Bengali pages wear the name, and a long one leaves the phone header's button in view", async ({
  signInAsAdmin,
  page,
  request,
}) => {
  const token = await signInAsAdmin();
  const { homePage } = (await (await request.get("/api/website-settings")).json()) as WebsiteSettings;
  const name = "সোনালী জুয়েলার্স অ্যান্ড ডায়মন্ড হাউস";
  try {
    await page.goto("/admin/settings/home-page");
    await page.getByLabel("Site name (Bengali)").fill(name);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Home Page settings saved successfully!")).toBeVisible();

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/bn/contact");
    await expect(page.getByRole("banner").getByText(name)).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(name)).toHaveCount(2);
    await expect(page).toHaveTitle(`যোগাযোগ | ${name}`);
    const menu = await page.getByRole("button", { name: "মেনু খুলুন" }).boundingBox();
    expect((menu?.x ?? Number.POSITIVE_INFINITY) + (menu?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    const head = await (await request.get("/bn/contact")).text();
    expect(head).toContain(`<meta property="og:site_name" content="${name}" />`);

    await page.goto("/contact");
    await expect(page.getByRole("banner").getByText(homePage.siteName)).toBeVisible();
    await expect(page).toHaveTitle(`Contact Us | ${homePage.siteName}`);
  } finally {
    const response = await request.put("/api/website-settings/homePage", {
      headers: { authorization: `Bearer ${token}` },
      data: { homePage: { bn: { siteName: homePage.bn?.siteName ?? "" } } },
    });
    expect(response.status()).toBe(200);
  }
});

test("the Bengali rates screen names every grade in Bengali, as the trade's board does", async ({
  signInAsAdmin,
  page,
}) => {
  await signInAsAdmin();
  await page.goto("/bn/admin/rates");
  await expect(page.getByRole("rowheader", { name: "স্বর্ণ সনাতন" }).first()).toBeVisible();
  await expect(page.getByLabel("রুপা ২২ ক্যারেট (প্রতি গ্রাম, ৳)")).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/Traditional|\d\dK/);
});

test("the owner's forms say in Bengali what is wrong, the browser's checks and the server's refusals alike", async ({
  page,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  await page.goto("/bn/admin/jewelry/new");
  await expect(page.getByRole("heading", { name: "নতুন গহনা" })).toBeVisible();
  const weight = page.getByLabel("ওজন (গ্রাম)", { exact: true });
  await weight.fill("-১");
  await page.keyboard.press("Control+s");
  const name = page.getByLabel("নাম", { exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/এই ঘরটি পূরণ করুন/);
  await expect(weight).toHaveAccessibleDescription(/কমপক্ষে ০ লিখুন/);
  await expect(page.getByText(/ is required|must be/)).toHaveCount(0);

  // The current password is the server's to check: its refusal comes back by its code.
  await page.goto("/bn/admin/settings/account");
  const usernameForm = page.getByRole("form", { name: "আপনার ইউজারনেম" });
  await usernameForm.getByLabel("নতুন ইউজারনেম").fill("owner-bangla");
  await usernameForm.getByLabel("পাসওয়ার্ড", { exact: true }).fill("not the password");
  await usernameForm.getByRole("button", { name: "ইউজারনেম বদলান" }).click();
  await expect(page.getByText("পাসওয়ার্ডটি ভুল")).toBeVisible();
  await expect(page.getByText("The password is incorrect")).toHaveCount(0);
});
