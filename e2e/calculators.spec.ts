import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function typeWeight(scope: ReturnType<Page["getByRole"]>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = scope.getByLabel(label, { exact: true });
    await input.clear();
    await input.pressSequentially(value);
  }
}

async function addToList(page: Page, name: string, values: Record<string, string>) {
  const list = page.getByRole("region", { name: "Product List Calculator" });
  await list.getByLabel("Product name").pressSequentially(name);
  await typeWeight(list, values);
  await list.getByRole("button", { name: "Add to List" }).click();
  await expect(list.getByRole("row", { name: new RegExp(name) })).toBeVisible();
}

test.describe("gold calculator", () => {
  test("weights typed in Bengali digits convert exactly as in Latin ones", async ({ page }) => {
    await page.goto("/gold-calculator");
    const toGrams = page.getByRole("region", { name: "Convert to Grams" });
    const convert = async (values: Record<string, string>) => {
      await typeWeight(toGrams, values);
      await toGrams.getByRole("button", { name: "CONVERT TO GRAMS" }).click();
      return toGrams.getByRole("status").innerText();
    };
    const latin = await convert({ Vori: "2", Ana: "7", Roti: "3", Point: "5" });
    expect(latin).toContain("28.8563 g"); // 2,375 points of 0.01215 g
    expect(await convert({ Vori: "২", Ana: "৭", Roti: "৩", Point: "৫" })).toBe(latin);

    const fromGrams = page.getByRole("region", { name: "Convert from Grams" });
    const back = async (grams: string) => {
      await fromGrams.getByLabel("Grams", { exact: true }).fill(grams);
      await fromGrams.getByRole("button", { name: /CONVERT/ }).click();
      return fromGrams.getByRole("status").innerText();
    };
    expect(await back("১১.৬৬৪")).toBe(await back("11.664"));
  });

  test("converts to and from grams, and explains an out-of-range ana", async ({ page }) => {
    await page.goto("/gold-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "Gold Calculator" })).toBeVisible();
    await expect(page.getByRole("table", { name: /traditional units relate/ })).toContainText(
      "11.664 grams = 16 Ana = 96 Roti = 960 Point",
    );

    const toGrams = page.getByRole("region", { name: "Convert to Grams" });
    await typeWeight(toGrams, { Vori: "1" });
    await toGrams.getByRole("button", { name: "CONVERT TO GRAMS" }).click();
    await expect(toGrams.getByRole("status")).toContainText("11.6640 g");

    await typeWeight(toGrams, { Vori: "0", Point: "1" });
    await toGrams.getByRole("button", { name: "CONVERT TO GRAMS" }).click();
    await expect(toGrams.getByRole("status")).toContainText("0.0122 g");

    await typeWeight(toGrams, { Ana: "16" });
    await toGrams.getByRole("button", { name: "CONVERT TO GRAMS" }).click();
    await expect(toGrams.getByRole("alert")).toHaveText("Ana must be between 0 and 15");
    const ana = toGrams.getByLabel("Ana", { exact: true });
    await expect(ana).toHaveAttribute("aria-invalid", "true");
    await expect(ana).toHaveValue("16");
    await expect(ana).toBeFocused();
    // The message under Ana moves no input out of line.
    const tops = await toGrams
      .getByRole("textbox")
      .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);

    const fromGrams = page.getByRole("region", { name: "Convert from Grams" });
    await fromGrams.getByLabel("Grams").pressSequentially("17.496");
    await fromGrams.getByRole("button", { name: "CONVERT FROM GRAMS" }).click();
    const result = fromGrams.getByRole("status");
    for (const [unit, value] of [
      ["Vori", "1"],
      ["Ana", "8"],
      ["Roti", "0"],
      ["Point", "0"],
    ]) {
      await expect(result.getByRole("term").filter({ hasText: unit }).locator("+ dd")).toHaveText(
        value as string,
      );
    }
  });

  test("lists two products, survives a reload and downloads a 900 px PNG report", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto("/gold-calculator");
    const list = page.getByRole("region", { name: "Product List Calculator" });
    await expect(list.getByRole("button", { name: "Download Report" })).toBeDisabled();

    await addToList(page, "Bridal Necklace", { Vori: "1" });
    await addToList(page, "Ring", { Ana: "8" });
    const total = list.getByRole("region", { name: /Grand Total/ });
    await expect(total).toContainText("17.496 g");
    await expect(total).toContainText("1 vori 8 ana 0 roti 0 point");

    await page.reload();
    await expect(list.getByRole("row", { name: /Bridal Necklace/ })).toBeVisible();
    await expect(list.getByRole("row", { name: /Ring/ })).toBeVisible();
    await expect(total).toContainText("17.496 g");

    await expectNoA11yViolations(page);

    const downloading = page.waitForEvent("download");
    await list.getByRole("button", { name: "Download Report" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gold-calculation-report-\d{13}\.png$/);
    const png = await readFile(await download.path());
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // Drawn at twice its 900 px layout: title area, header, two entries and the grand total of
    // 40 px each, and 24 px under the total.
    expect(png.readUInt32BE(16)).toBe(2 * 900);
    expect(png.readUInt32BE(20)).toBe(2 * (100 + 4 * 40 + 24));

    await list.getByRole("button", { name: "Remove Ring" }).click();
    await expect(list.getByRole("row", { name: /Ring/ })).toHaveCount(0);
    await expect(total).toContainText("11.664 g");
  });
});

test.describe("enhanced gold calculator", () => {
  test("adds products through the toggle form and downloads the result as text", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto("/gold-calculator-enhanced");
    await expect(page.getByRole("heading", { level: 1, name: "Enhanced Gold Calculator" })).toBeVisible();
    const toggle = page.getByText("Add Product", { exact: true });

    for (const [name, values] of [
      ["Wedding Bangles", { Vori: "2", Ana: "4" }],
      ["Nose Pin", { Ana: "20", Point: "5" }],
    ] as const) {
      await toggle.click();
      await expect(page.locator("details:has(> summary)")).toHaveAttribute("open", "");
      const form = page.getByRole("form", { name: "New product" });
      await form.getByLabel("Product name").pressSequentially(name);
      await typeWeight(form, values);
      await form.getByRole("button", { name: "Confirm Add" }).click();
      await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: /Grand Total/ })).toContainText("40.885 g");
    // As entered, and beside it as the units are usually written.
    await expect(page.getByRole("row", { name: /Nose Pin/ })).toContainText("= 1 vori 4 ana 0 roti 5 point");

    await page.reload();
    await expect(page.getByRole("row", { name: /Nose Pin/ })).toBeVisible();
    await toggle.click();
    await expectNoA11yViolations(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Result" }).click();
    const download = await downloading;
    const today = await page.evaluate(() => {
      const now = new Date();
      return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
        .map((n) => String(n).padStart(2, "0"))
        .join("-");
    });
    expect(download.suggestedFilename()).toBe(`gold-calculator-result-${today}.txt`);
    const text = await readFile(await download.path(), "utf8");
    expect(text).toContain("Wedding Bangles");
    expect(text).toContain("Nose Pin");
    expect(text).toContain("Total weight: 40.885 g = 3 vori 8 ana 0 roti 5 point");
  });
});

test("a Bengali reader sees every figure of the calculators in Bengali digits, and may type in them", async ({
  page,
}) => {
  await page.goto("/bn/gold-calculator-enhanced");
  await page.getByText("পণ্য যোগ করুন", { exact: true }).click();
  const form = page.getByRole("form", { name: "নতুন পণ্য" });
  await expect(form.getByLabel("আনা", { exact: true })).toHaveAttribute("placeholder", "০");
  await form.getByLabel("পণ্যের নাম").pressSequentially("নাকফুল");
  await typeWeight(form, { আনা: "১৭", রতি: "৭" });
  await form.getByRole("button", { name: "যোগ নিশ্চিত করুন" }).click();
  const row = page.getByRole("row", { name: /নাকফুল/ });
  await expect(row).toContainText("= ১ ভরি ২ আনা ১ রতি ০ পয়েন্ট");
  await expect(page.getByRole("region", { name: /সর্বমোট/ })).toContainText("১৩.২৪৪");
  expect(await page.locator("main").innerText()).not.toMatch(/[0-9]/);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "ফলাফল ডাউনলোড করুন" }).click();
  const text = await readFile(await (await downloading).path(), "utf8");
  expect(text).toContain("নাকফুল");
  expect(text).not.toMatch(/[0-9]/);

  await page.goto("/bn/gold-calculator");
  await expect(page.getByRole("heading", { level: 1, name: "স্বর্ণ ক্যালকুলেটর" })).toBeVisible();
  for (const input of await page.locator("main input[placeholder]").all())
    expect(await input.getAttribute("placeholder")).not.toMatch(/[0-9]/);
  expect(await page.locator("main").innerText()).not.toMatch(/[0-9]/);
});
