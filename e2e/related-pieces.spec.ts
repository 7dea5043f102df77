import type { JewelryItem } from "#core/schemas/jewelry";
import { expect, test } from "./fixtures";

const NECKLACE = "Rajkonna Bridal Necklace";
/** A stored photo's folder: the hash of the picture it was made from. */
const photoHash = (url: string) => url.split("/")[2];

test.describe("an item's gallery and the pieces beside it", () => {
  test("the sample necklace shows only itself, then its set and more necklaces", async ({
    page,
    expectNoA11yViolations,
  }) => {
    const items = (await (await page.request.get("/api/jewelry")).json()) as JewelryItem[];
    const necklace = items.find((item) => item.name === NECKLACE);
    expect(necklace?.images).toHaveLength(2);
    // No picture of the gallery is another piece's main picture: every one is a view of this piece.
    const others = new Set(
      items.filter((item) => item._id !== necklace?._id).map((item) => photoHash(item.imageUrl)),
    );
    for (const picture of [necklace?.imageUrl ?? "", ...(necklace?.images ?? [])])
      expect(others.has(photoHash(picture)), picture).toBe(false);

    await page.goto(`/jewelry/${necklace?._id}`);
    await expect(page.getByRole("heading", { level: 1, name: NECKLACE })).toBeVisible();
    await expect(page.getByRole("button", { name: "Show image 3 of 3" })).toBeVisible();

    const pairs = page.getByRole("list", { name: "Pairs with" });
    await expect(pairs.getByRole("heading", { level: 3 })).toHaveText([
      "Shapla Jhumka Earrings",
      "Nakshi Gold Bangles (Pair)",
    ]);
    const more = page.getByRole("list", { name: "More in this category" });
    await expect(more.getByRole("heading", { level: 3 })).toHaveText([
      "Rupali Hasuli Necklace",
      "Surjomukhi Medallion Necklace",
    ]);
    await expectNoA11yViolations(page);

    await page.getByRole("link", { name: "View all: Necklace" }).click();
    await expect(page).toHaveURL(/\/jewelry\?category=Necklace$/);
    await page.goBack();
    await pairs.getByRole("link", { name: "Shapla Jhumka Earrings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shapla Jhumka Earrings" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Pairs with" }).getByRole("heading", { level: 3 }),
    ).toHaveText([NECKLACE, "Nakshi Gold Bangles (Pair)"]);
  });

  test("the Bengali page names the rows in Bengali, rendered before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const items = (await (await page.request.get("/api/jewelry")).json()) as JewelryItem[];
    const necklace = items.find((item) => item.name === NECKLACE);
    await page.goto(`/bn/jewelry/${necklace?._id}`);
    await expect(page.getByRole("heading", { level: 2, name: "সাথে মিলিয়ে পরুন" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "সাথে মিলিয়ে পরুন" }).getByRole("heading", { level: 3 }),
    ).toHaveText(["শাপলা ঝুমকা", "নকশি সোনার বালা (জোড়া)"]);
    await expect(page.getByRole("heading", { level: 2, name: "এই ধরনের আরও গয়না" })).toBeVisible();
    await context.close();
  });
});
