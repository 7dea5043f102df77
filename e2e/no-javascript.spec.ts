import { expect, test } from "./fixtures";

// What a crawler, a link preview or a phone still fetching the code sees: the server's HTML alone.
test.use({ javaScriptEnabled: false });

test.describe("every public page without JavaScript", () => {
  test("shows its heading and its main content", async ({ page, request }) => {
    const items = (await (await request.get("/api/jewelry")).json()) as {
      _id: string;
      name: string;
      featured: boolean;
    }[];
    const settings = (await (await request.get("/api/website-settings")).json()) as {
      homePage: { heroTitle: string };
      aboutUs: { title: string; story: string };
    };
    const [first] = items;
    if (!first) throw new Error("the sample catalogue is empty");
    const heading = () => page.getByRole("heading", { level: 1 });

    await page.goto("/");
    await expect(heading()).toHaveText(settings.homePage.heroTitle);
    await expect(page.getByRole("list", { name: "Featured Collection" }).getByRole("heading")).toHaveText(
      items.filter((item) => item.featured).map((item) => item.name),
    );

    // The catalogue a page at a time, every page reached by its link.
    await page.goto("/jewelry");
    await expect(heading()).toHaveText("Our Jewelry Collection");
    const cardNames = () =>
      page.getByRole("list", { name: "Jewelry items" }).getByRole("heading").allTextContents();
    const listed = await cardNames();
    await expect(page.getByText(`Showing 1–12 of ${items.length} items`)).toBeVisible();
    while (await page.getByRole("link", { name: "Next page" }).isVisible()) {
      await page.getByRole("link", { name: "Next page" }).click();
      await expect(heading()).toHaveText("Our Jewelry Collection");
      listed.push(...(await cardNames()));
    }
    expect(listed).toEqual(items.map((item) => item.name));

    await page.goto(`/jewelry/${first._id}`);
    await expect(heading()).toHaveText(first.name);
    await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();

    await page.goto("/gold-calculator");
    await expect(heading()).toHaveText("Gold Calculator");
    for (const unit of ["Vori", "Ana", "Roti", "Point", "Grams"])
      await expect(page.getByLabel(unit, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "CONVERT TO GRAMS" })).toBeVisible();

    await page.goto("/gold-calculator-enhanced");
    await expect(heading()).toHaveText("Enhanced Gold Calculator");
    // "Add Product" is the platform's disclosure: its form opens without the app too.
    await page.getByRole("region", { name: "Products" }).getByText("Add Product", { exact: true }).click();
    await expect(page.getByRole("form", { name: "New product" }).getByLabel("Product name")).toBeVisible();

    await page.goto("/gold-rates");
    await expect(heading()).toHaveText("Today's Gold & Silver Rate");
    const gold = page.getByRole("table", { name: "Gold Prices" });
    await expect(gold.getByRole("rowheader", { name: "22 Karat Gold" })).toBeVisible();
    await expect(gold.getByText(/৳[\d,]+/).first()).toBeVisible();

    await page.goto("/about");
    await expect(heading()).toHaveText(settings.aboutUs.title);
    await expect(page.getByText(settings.aboutUs.story.slice(0, 60))).toBeVisible();

    await page.goto("/contact");
    await expect(heading()).toBeVisible();
    for (const field of ["First Name", "Last Name", "Phone Number", "Message"])
      await expect(page.getByLabel(field, { exact: true })).toBeVisible();

    const missing = await page.goto("/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(heading()).toHaveText("Page Not Found");
  });

  test("names no price for any piece: the pieces' prices are Contact Us", async ({ page, request }) => {
    const items = (await (await request.get("/api/jewelry")).json()) as { _id: string }[];
    for (const path of ["/jewelry", `/jewelry/${items[0]?._id}`]) {
      await page.goto(path);
      await expect(page.getByRole("main")).not.toContainText("৳");
    }
    // The home page names today's rate per vori, never a piece's price.
    await page.goto("/");
    await expect(page.getByRole("list", { name: "Featured Collection" })).not.toContainText("৳");
  });
});
