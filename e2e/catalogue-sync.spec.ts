import type { Page } from "@playwright/test";
import { deviceStore } from "./device-database";
import { expect, test } from "./fixtures";

/** One value the device keeps about itself. */
const deviceValue = async (page: Page, name: string) => {
  const kept = (await deviceStore(page, "device")).find((entry) => entry.key === name);
  return (kept?.value as { value: string } | undefined)?.value ?? null;
};

interface Item {
  _id: string;
  name: string;
  description: string;
}

// One file, so its tests run one after the other: each changes the catalogue the other measures.
test.describe.configure({ mode: "serial" });

test("after one item changes, a device's next sync costs a few hundred bytes, and the change is found offline", async ({
  page,
  context,
  request,
  adminToken,
}, testInfo) => {
  await page.goto("/jewelry");
  await expect
    .poll(() => deviceValue(page, "catalogue.cursor"), { timeout: 10_000 })
    .toMatch(/^[0-9a-f]{16}\.\d+$/);
  const items = (await (await request.get("/api/jewelry")).json()) as Item[];
  // The oldest piece: on the list's last page, never on the first screen.
  const piece = items.at(-1);
  if (!piece) throw new Error("the sample catalogue is empty");
  const headers = { authorization: `Bearer ${adminToken}` };
  try {
    const changed = await request.put(`/api/jewelry/${piece._id}`, {
      headers,
      data: { description: `${piece.description} Now with a filigree clasp.` },
    });
    expect(changed.ok()).toBe(true);

    const synced = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/jewelry/changes",
    );
    // What the page does when the network comes back: brings every copy on the device up to date.
    await context.setOffline(true);
    await context.setOffline(false);
    const response = await synced;
    const answer = (await response.json()) as { complete: boolean; items: Item[]; removed: string[] };
    expect(answer.complete).toBe(false);
    expect(answer.items.map((item) => item._id)).toEqual([piece._id]);
    expect(answer.removed).toEqual([]);
    const sizes = await response.request().sizes();
    const bytes =
      sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize;
    testInfo.annotations.push({ type: "sync after one change", description: `${bytes} bytes` });
    expect(bytes).toBeLessThanOrEqual(5_000);

    // Offline, the search runs over every piece the device holds, the one just changed included.
    await context.setOffline(true);
    await page.getByRole("searchbox", { name: "Search" }).fill("filigree clasp");
    await expect(page.getByText(`Showing 1 of ${items.length} items`)).toBeVisible();
    await expect(page.getByRole("list", { name: "Jewelry items" }).getByRole("heading")).toHaveText([
      piece.name,
    ]);
  } finally {
    await context.setOffline(false);
    await request.put(`/api/jewelry/${piece._id}`, { headers, data: { description: piece.description } });
  }
});

const EXTRA = 150;

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
