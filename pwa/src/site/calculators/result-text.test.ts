import { describe, expect, it } from "vitest";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { buildResultText, resultFileName } from "./result-text";
import type { CalculatorEntry } from "./use-session-list";

const entries: CalculatorEntry[] = [
  { id: "a", name: "Wedding necklace", vori: 2, ana: 4, roti: 0, point: 0, gram: 26.244 },
  { id: "b", name: "Ring", vori: 0, ana: 20, roti: 0, point: 5, gram: 14.641 },
];

describe("buildResultText", () => {
  const text = buildResultText({
    shopName: "Shonali Jewellers",
    generatedAt: "1 May 2026, 10:00 am",
    entries,
  });
  const lines = text.split("\n");

  it("starts with the shop name and when it was made", () => {
    expect(lines.slice(0, 3)).toEqual([
      "Shonali Jewellers",
      "Gold Calculator Result",
      "Generated: 1 May 2026, 10:00 am",
    ]);
  });

  it("lists each product with grams to 3 decimals, aligned on the last digit", () => {
    const necklace = lines.find((line) => line.includes("Wedding necklace"));
    const ring = lines.find((line) => line.includes("Ring"));
    expect(necklace).toMatch(/^1 {2}Wedding necklace +2 +4 +0 +0 +26\.244$/);
    expect(ring).toMatch(/^2 {2}Ring +0 +20 +0 +5 +14\.641$/);
    expect(necklace?.length).toBe(ring?.length);
  });

  it("ends with the totals normalised into traditional units", () => {
    // 2 vori 24 ana 5 point = 3 vori 8 ana 0 roti 5 point = 3365 points = 40.885 g (rounded once).
    expect(text).toContain("Total weight: 40.885 g = 3 vori 8 ana 0 roti 5 point");
    expect(lines.find((line) => line.includes("Total (2 items)"))).toMatch(/ 3 +8 +0 +5 +40\.885$/);
  });
});

it.each([
  [new Date(2026, 0, 5, 23, 59), "gold-calculator-result-2026-01-05.txt"],
  [new Date(2026, 11, 31, 0, 1), "gold-calculator-result-2026-12-31.txt"],
])("names the file by the local date %s", (date, name) => {
  expect(resultFileName(date)).toBe(name);
});

describe("the result on a Bengali page", () => {
  onBengaliPage();

  it("is written in Bengali, every figure in Bengali digits and the columns still aligned", () => {
    const lines = buildResultText({ shopName: "সোনালী জুয়েলার্স", generatedAt: "১ মে ২০২৬", entries }).split(
      "\n",
    );
    expect(lines[1]).toBe("স্বর্ণ ক্যালকুলেটরের ফলাফল");
    const necklace = lines.find((line) => line.includes("Wedding necklace"));
    const ring = lines.find((line) => line.includes("Ring"));
    expect(necklace).toMatch(/^১ +Wedding necklace +২ +৪ +০ +০ +২৬\.২৪৪$/);
    expect(ring).toMatch(/^২ +Ring +০ +২০ +০ +৫ +১৪\.৬৪১$/);
    expect(necklace?.length).toBe(ring?.length);
    expect(lines.join("\n")).not.toMatch(/[0-9]/);
  });
});
