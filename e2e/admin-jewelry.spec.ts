import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

interface Item {
  _id: string;
  name: string;
  weight: number;
  images: string[];
  featured: boolean;
}

async function findItem(request: APIRequestContext, name: string): Promise<Item | undefined> {
  const items = (await (await request.get("/api/jewelry")).json()) as Item[];
  return items.find((item) => item.name === name);
}

const table = (page: Page) => page.getByRole("table", { name: "Jewelry items" });

async function searchPublicList(page: Page, name: string) {
  await page.goto("/jewelry");
  await page.getByPlaceholder("Search jewelry...").fill(name);
}

test.describe("jewelry management", () => {
  test("an item's life: add with N and Ctrl+S, edit, feature from the badge, bulk delete", async ({
    signInAsAdmin,
    page,
    request,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(90_000);
    const token = await signInAsAdmin();
    const name = `E2E Padma Pendant ${Date.now()}`;
    const other = `E2E Shapla Ring ${Date.now()}`;

    await page.goto("/admin/jewelry");
    await expect(page.getByRole("heading", { level: 1, name: "Jewelry Management" })).toBeVisible();
    await expect(
      table(page)
        .getByRole("row", { name: /Rajkonna Bridal Necklace/ })
        .first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // N opens a new item beside the list, with the spec's defaults.
    await page.keyboard.press("n");
    await expect(page).toHaveURL(/\/admin\/jewelry\/new$/);
    const editor = page.getByRole("region", { name: "New jewelry item" });
    await expect(editor).toBeVisible();
    await expect(table(page)).toBeVisible();
    await expect(editor.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(editor.getByLabel("Category")).toHaveValue("Ring");
    await expect(editor.getByLabel("Metal")).toHaveValue("Gold");
    await expect(editor.getByLabel("Featured")).not.toBeChecked();

    await editor.getByLabel("Name", { exact: true }).fill(name);
    await editor.getByLabel("Category").selectOption("Pendant");
    await editor.getByLabel("Metal").selectOption("Silver");
    await editor.getByLabel("Weight (g)").fill("5.5");
    await editor.getByLabel("Purity").fill("925");
    await editor.getByLabel("Description", { exact: true }).fill("A lotus pendant, **hand engraved**.");
    // Addresses still work beside uploads: the first one added is the main image.
    await editor.getByLabel("Image URL").fill("/images/sample/pendant-silver.svg");
    await editor.getByLabel("Image URL").press("Enter");
    await editor.getByLabel("Image URL").fill("/images/sample/pendant-gold.svg");
    await editor.getByRole("button", { name: "Add Image" }).click();
    await expect(editor.getByRole("list").getByText("/images/sample/pendant-gold.svg")).toBeVisible();
    await expect(editor.getByRole("img", { name: "Preview of the main image" })).toBeVisible();
    await expectNoA11yViolations(page);

    await editor.getByLabel("Description", { exact: true }).focus();
    await page.keyboard.press("Control+s");
    await expect(page.getByText("Jewelry item added successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/jewelry$/);
    await expect(editor).toBeHidden();
    const row = table(page).getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toBeFocused();
    const saved = await findItem(request, name);
    expect(saved).toMatchObject({
      weight: 5.5,
      images: ["/images/sample/pendant-gold.svg"],
      featured: false,
    });

    await searchPublicList(page, name);
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

    // Edit its weight.
    await page.goto("/admin/jewelry");
    await table(page)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("region", { name: `Edit: ${name}` });
    await expect(edit.getByLabel("Metal")).toHaveValue("Silver");
    await edit.getByLabel("Weight (g)").fill("6.2");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Jewelry item updated successfully!")).toBeVisible();
    await expect(row.getByRole("cell", { name: "6.2" })).toBeVisible();
    expect((await findItem(request, name))?.weight).toBe(6.2);

    // The badge is the switch; the home page's Featured Collection follows it.
    const badge = table(page).getByRole("button", { name: `Featured: ${name}` });
    await expect(badge).toHaveAttribute("aria-pressed", "false");
    await badge.click();
    await expect(badge).toHaveAttribute("aria-pressed", "true");
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Collection" });
    await expect(featured.getByRole("link", { name, exact: true })).toBeVisible();
    await page.goto("/admin/jewelry");
    await table(page)
      .getByRole("button", { name: `Featured: ${name}` })
      .click();
    await expect(table(page).getByRole("button", { name: `Featured: ${name}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect((await findItem(request, name))?.featured).toBe(false);

    // A second new item, then both go in one bulk delete.
    const created = await request.post("/api/jewelry", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: other,
        description: "A plain band.",
        category: "Ring",
        metal: "Gold",
        purity: "22K",
        weight: 2.1,
        imageUrl: "/images/sample/ring-gold.svg",
      },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await table(page)
      .getByRole("checkbox", { name: `Select ${name}` })
      .check();
    await table(page)
      .getByRole("checkbox", { name: `Select ${other}` })
      .check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Are you sure you want to delete these 2 items?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Deleted 2 of 2 items.")).toBeVisible();
    await expect(table(page).getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
    await expect(table(page).getByRole("row", { name: new RegExp(other) })).toHaveCount(0);
    expect(await findItem(request, name)).toBeUndefined();

    await searchPublicList(page, name);
    await expect(page.getByText("No jewelry found")).toBeVisible();
  });

  test("keyboard: / focuses search, Esc clears it, ↓ and Enter open a row, Esc closes the editor", async ({
    signInAsAdmin,
    page,
    expectNoA11yViolations,
  }) => {
    await signInAsAdmin();
    await page.goto("/admin/jewelry");
    await expect(table(page)).toBeVisible();

    await page.keyboard.press("/");
    const search = page.getByRole("searchbox", { name: "Search jewelry" });
    await expect(search).toBeFocused();
    // Its set's pieces name it in their texts too: the name's two words find the necklace alone.
    await page.keyboard.type("Rajkonna Bridal");
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await page.keyboard.press("Escape");
    await expect(search).toHaveValue("");

    const rows = table(page).locator("tbody tr");
    await rows.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(rows.nth(1)).toBeFocused();
    const second = (await rows.nth(1).getByRole("cell").nth(1).innerText()).trim();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/jewelry\/[^/]+$/);
    const editor = page.getByRole("region", { name: `Edit: ${second}` });
    await expect(editor).toBeVisible();
    await expect(editor.getByLabel("Name", { exact: true })).toHaveValue(second);
    await expect(editor.getByLabel("Name", { exact: true })).toBeFocused();
    await expectNoA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/jewelry$/);
    await expect(rows.nth(1)).toBeFocused();
  });

  test("the owner puts the last featured piece first from the keyboard, and the home page follows", async ({
    signInAsAdmin,
    page,
    request,
    expectNoA11yViolations,
  }) => {
    const token = await signInAsAdmin();
    const before = (await (await request.get("/api/jewelry/featured")).json()) as Item[];
    const last = before.at(-1);
    if (!last || before.length < 3) throw new Error("The sample shop features at least three pieces");
    try {
      await page.goto("/admin/jewelry");
      await expect(page.getByText(`${before.length} pieces are featured on the home page.`)).toBeVisible();
      await page.getByRole("button", { name: "Featured order" }).click();
      const dialog = page.getByRole("dialog", { name: "Order of the featured pieces" });
      await expect(dialog.getByRole("listitem")).toHaveCount(before.length);
      await dialog.getByRole("button", { name: `Move ${last.name} up` }).focus();
      // Focus stays on the moved piece's button: Enter again and again walks it to the top.
      for (let step = 1; step < before.length; step += 1) await page.keyboard.press("Enter");
      await expect(dialog.getByRole("listitem").first()).toContainText(last.name);
      await expect(dialog.getByRole("button", { name: `Move ${last.name} down` })).toBeFocused();
      await expectNoA11yViolations(page);
      await dialog.getByRole("button", { name: "Save order" }).click();
      await expect(page.getByText("Saved the order of the featured pieces.")).toBeVisible();
      await expect(dialog).toBeHidden();

      const wanted = [last, ...before.slice(0, -1)].map((item) => item.name);
      const answered = (await (await request.get("/api/jewelry/featured")).json()) as Item[];
      expect(answered.map((item) => item.name)).toEqual(wanted);
      await page.goto("/");
      await expect(page.getByRole("list", { name: "Featured Collection" }).getByRole("heading")).toHaveText(
        wanted,
      );
    } finally {
      // The other specs read the sample shop's row as it was.
      await request.put("/api/jewelry/featured/order", {
        headers: { authorization: `Bearer ${token}` },
        data: { ids: before.map((item) => item._id) },
      });
    }
  });
});
