import { sumWeights } from "#core/units";
import { formatCount, formatGrams } from "../../i18n/format";
import { t } from "../../i18n/messages";
import type { CalculatorEntry } from "./use-session-list";
import { formatWeight, UNIT_LABEL_KEYS, UNITS } from "./weight-form";

/** The enhanced page shows each entry's grams to 3 decimals, fine enough for a stone's weight. */
export const ENHANCED_GRAMS_DECIMALS = 3;

const pad2 = (value: number) => String(value).padStart(2, "0");

/** gold-calculator-result-YYYY-MM-DD.txt, by the visitor's own calendar date. */
export const resultFileName = (date: Date) =>
  `gold-calculator-result-${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}.txt`;

/** A plain-text result with columns aligned for a fixed-width font. */
export function buildResultText({
  shopName,
  generatedAt,
  entries,
}: {
  shopName: string;
  generatedAt: string;
  entries: readonly CalculatorEntry[];
}): string {
  const total = sumWeights(entries);
  const count =
    entries.length === 1
      ? t("calculators.total.countOne")
      : t("calculators.total.count", { count: entries.length });
  const header = [
    t("calculators.text.number"),
    t("calculators.col.product"),
    ...UNITS.map((unit) => t(UNIT_LABEL_KEYS[unit])),
    t("calculators.col.grams"),
  ];
  const rows = entries.map((entry, index) => [
    formatCount(index + 1),
    entry.name,
    ...UNITS.map((unit) => formatCount(entry[unit])),
    formatGrams(entry.gram, ENHANCED_GRAMS_DECIMALS),
  ]);
  const totalRow = [
    "",
    t("calculators.text.total", { count }),
    ...UNITS.map((unit) => formatCount(total.weight[unit])),
    formatGrams(total.grams, 3),
  ];
  const table = [header, ...rows, totalRow];
  const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? "").length)));
  // Number and product columns read left to right; the weights line up on their last digit.
  const line = (row: string[]) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column <= 1 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join("  ")
      .trimEnd();
  const rule = "-".repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1));

  return [
    shopName,
    t("calculators.text.title"),
    t("calculators.text.generated", { date: generatedAt }),
    "",
    line(header),
    rule,
    ...rows.map(line),
    rule,
    line(totalRow),
    "",
    t("calculators.text.totalWeight", {
      grams: formatGrams(total.grams, 3),
      weight: formatWeight(total.weight),
    }),
    "",
  ].join("\n");
}
