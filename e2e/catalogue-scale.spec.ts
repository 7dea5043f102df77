import { expect, test } from "./fixtures";

const EXTRA = 150;

interface Item {
  _id: string;
  name: string;
}

test("the admin's table of a long catalogue draws a window of rows, reaches the last with End, and selects them all", async ({
  page,
  request,
  signInAsAdmin,
  expectNoA11yViolations,
}) => {
  const token = await signInAsAdmin();
  const headers = { authorization: `Bearer ${token}` };
  const added: string[] = [];
  try {
    for (let n = 1; n <= EXTRA; n += 1) {
      const response = await request.post("/api/jewelry", {
        headers,
        data: {
          name: `Scale Piece ${n}`,
          description: "Added to see the table at length.",
          category: "Ring",
          metal: "Gold",
          purity: "22K",
          weight: n,
          imageUrl: "/images/sample/ring-gold.svg",
        },
      });
      expect(response.status()).toBe(201);
      added.push(((await response.json()) as Item)._id);
    }
    const total = ((await (await request.get("/api/jewelry")).json()) as Item[]).length;

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin/jewelry");
    const table = page.getByRole("table", { name: "Jewelry items" });
    await expect(table).toHaveAttribute("aria-rowcount", String(total + 1));
    const drawn = await table.locator("tbody tr[data-index]").count();
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(total / 2);
    await expectNoA11yViolations(page);

    // Newest first: End reaches the oldest sample piece, drawn once the pane has scrolled to it.
    await table.locator('tbody tr[data-index="0"]').focus();
    await page.keyboard.press("End");
    const last = table.locator(`tbody tr[aria-rowindex="${total + 1}"]`);
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await page.keyboard.press("Home");
    await expect(table.locator('tbody tr[aria-rowindex="2"]')).toBeFocused();
    await expect(table.getByRole("row", { name: /Scale Piece 150/ })).toBeInViewport();

    // Selecting all takes every row, drawn or not: the bulk bar counts them all.
    await page.getByRole("checkbox", { name: "Select all rows" }).check();
    await expect(page.getByText(`${total} selected`)).toBeVisible();
  } finally {
    for (const id of added) await request.delete(`/api/jewelry/${id}`, { headers });
  }
});
