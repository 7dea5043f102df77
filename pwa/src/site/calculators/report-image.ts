import { sumWeights } from "#core/units";
import { formatCount, formatGrams } from "../../i18n/format";
import { t } from "../../i18n/messages";
import type { CalculatorEntry } from "./use-session-list";
import { UNIT_LABEL_KEYS, UNITS } from "./weight-form";

/** The saved report: a 900 px wide table with 40 px rows and the trademark drawn at 100 by 60. */
export const REPORT_WIDTH = 900;
export const REPORT_ROW_HEIGHT = 40;
export const REPORT_TITLE_HEIGHT = 100;
export const TRADEMARK_SIZE = { width: 100, height: 60 } as const;
/** The report's space on every side of the title, and under the grand total. */
export const REPORT_PADDING = 24;
/**
 * Image pixels per layout pixel, whatever screen makes it: the file is read on phones, zoomed in and
 * shared, so it is always drawn as sharp as a phone's screen shows it.
 */
export const REPORT_SCALE = 2;

const CELL_PADDING = 14;
/** Product, vori, ana, roti, point, grams: together the full 900 px. */
const COLUMN_WIDTHS = [300, 110, 110, 110, 110, 160] as const;

const COLOURS = {
  background: "#FBF7F0",
  surface: "#FFFFFF",
  text: "#1F1A17",
  muted: "#5C534C",
  maroon: "#6B1E2E",
  gold: "#B8893A",
  line: "#E8DFD2",
  stripe: "#F6F0E6",
  totalRow: "#F3E7CF",
};
// Bengali text (the columns on a Bengali page, a product named in Bengali anywhere) is drawn in the
// site's Bengali faces, the device's own before the web font, as the pages are; they hold no Latin
// letters: those still come from the first face.
const BENGALI = '"Bengali System Font", "Noto Sans Bengali Variable"';
const SERIF = `"Playfair Display Variable", ${BENGALI}, Georgia, serif`;
const SANS = `"Inter Variable", ${BENGALI}, system-ui, sans-serif`;

/** The fonts drawReport sets. */
export const REPORT_FONTS = {
  title: `600 28px ${SERIF}`,
  subtitle: `15px ${SANS}`,
  cell: `400 16px ${SANS}`,
  strongCell: `600 16px ${SANS}`,
} as const;

export interface ReportColumn {
  x: number;
  width: number;
  align: "left" | "right";
}

export function reportLayout(entryCount: number) {
  const rowCount = entryCount + 2; // header row, one per entry, grand total
  let x = 0;
  const columns: ReportColumn[] = COLUMN_WIDTHS.map((width, index) => {
    const column: ReportColumn = { x, width, align: index === 0 ? "left" : "right" };
    x += width;
    return column;
  });
  return {
    width: REPORT_WIDTH,
    height: REPORT_TITLE_HEIGHT + rowCount * REPORT_ROW_HEIGHT + REPORT_PADDING,
    rowCount,
    columns,
    rowTop: (row: number) => REPORT_TITLE_HEIGHT + row * REPORT_ROW_HEIGHT,
    trademark: {
      x: REPORT_WIDTH - REPORT_PADDING - TRADEMARK_SIZE.width,
      y: (REPORT_TITLE_HEIGHT - TRADEMARK_SIZE.height) / 2,
      ...TRADEMARK_SIZE,
    },
  };
}

export type ReportLayout = ReturnType<typeof reportLayout>;

/** The image's size in pixels: the layout at REPORT_SCALE. */
export const reportPixelSize = (layout: ReportLayout) => ({
  width: layout.width * REPORT_SCALE,
  height: layout.height * REPORT_SCALE,
});

/** Cell texts: the header row, one row per entry (grams to 4 decimals), the grand total (3 decimals). */
export function reportRows(entries: readonly CalculatorEntry[]): string[][] {
  const total = sumWeights(entries);
  return [
    [
      t("calculators.col.product"),
      ...UNITS.map((unit) => t(UNIT_LABEL_KEYS[unit])),
      t("calculators.col.grams"),
    ],
    ...entries.map((entry) => [
      entry.name,
      ...UNITS.map((unit) => formatCount(entry[unit])),
      formatGrams(entry.gram, 4),
    ]),
    [
      t("calculators.total.title"),
      ...UNITS.map((unit) => formatCount(total.weight[unit])),
      formatGrams(total.grams, 3),
    ],
  ];
}

export const reportFileName = (timestamp: number) => `gold-calculation-report-${timestamp}.png`;

const reportSubtitle = (data: ReportData) => t("calculators.report.subtitle", { date: data.date });

/** Every text the report draws: its fonts load the faces these characters need (Bengali's only when used). */
export const reportText = (data: ReportData): string =>
  [data.shopName, reportSubtitle(data), ...reportRows(data.entries).flat()].join(" ");

export interface ReportData {
  shopName: string;
  /** Already formatted for the reader, e.g. "12 May 2026, 3:04 pm". */
  date: string;
  entries: readonly CalculatorEntry[];
}

/** Shortens a text with an ellipsis until it fits, so a long product name never runs into the next column. */
function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && ctx.measureText(`${text.slice(0, end)}…`).width > maxWidth) end -= 1;
  return `${text.slice(0, end)}…`;
}

export function drawReport(
  ctx: CanvasRenderingContext2D,
  layout: ReportLayout,
  data: ReportData,
  trademark: CanvasImageSource | null,
) {
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, layout.width, layout.height);

  ctx.textBaseline = "alphabetic";
  ctx.textAlign = "left";
  ctx.fillStyle = COLOURS.maroon;
  ctx.font = REPORT_FONTS.title;
  const titleWidth = layout.trademark.x - REPORT_PADDING * 2;
  ctx.fillText(fitText(ctx, data.shopName, titleWidth), REPORT_PADDING, 48);
  ctx.fillStyle = COLOURS.muted;
  ctx.font = REPORT_FONTS.subtitle;
  ctx.fillText(fitText(ctx, reportSubtitle(data), titleWidth), REPORT_PADDING, 76);
  if (trademark) {
    const { x, y, width, height } = layout.trademark;
    ctx.drawImage(trademark, x, y, width, height);
  }

  const rows = reportRows(data.entries);
  rows.forEach((cells, row) => {
    const top = layout.rowTop(row);
    const isHeader = row === 0;
    const isTotal = row === rows.length - 1;
    ctx.fillStyle = isHeader
      ? COLOURS.maroon
      : isTotal
        ? COLOURS.totalRow
        : row % 2 === 0
          ? COLOURS.stripe
          : COLOURS.surface;
    ctx.fillRect(0, top, layout.width, REPORT_ROW_HEIGHT);
    ctx.fillStyle = isHeader ? COLOURS.surface : COLOURS.text;
    ctx.font = isHeader || isTotal ? REPORT_FONTS.strongCell : REPORT_FONTS.cell;
    ctx.textBaseline = "middle";
    cells.forEach((text, index) => {
      const column = layout.columns[index];
      if (!column) return;
      ctx.textAlign = column.align;
      const x = column.align === "left" ? column.x + CELL_PADDING : column.x + column.width - CELL_PADDING;
      ctx.fillText(fitText(ctx, text, column.width - CELL_PADDING * 2), x, top + REPORT_ROW_HEIGHT / 2);
    });
    ctx.fillStyle = isTotal ? COLOURS.gold : COLOURS.line;
    ctx.fillRect(0, top + REPORT_ROW_HEIGHT - (isTotal ? 2 : 1), layout.width, isTotal ? 2 : 1);
  });
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    // toBlob throws (inside this executor, so it rejects) when an image has tainted the canvas.
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The report image could not be encoded"))),
      "image/png",
    );
  });
}

export async function renderReportPng(data: ReportData, trademark: CanvasImageSource | null): Promise<Blob> {
  const layout = reportLayout(data.entries.length);
  const canvas = document.createElement("canvas");
  const pixels = reportPixelSize(layout);
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw the report");
  // Drawn in layout pixels; every one becomes REPORT_SCALE image pixels a side.
  ctx.scale(REPORT_SCALE, REPORT_SCALE);
  // Canvas text uses only fonts that are already loaded; ask for every face the report's text needs,
  // so no title or Bengali word is drawn in a fallback (or as empty boxes).
  const text = reportText(data);
  await Promise.all(Object.values(REPORT_FONTS).map((font) => document.fonts?.load(font, text))).catch(
    () => undefined,
  );
  drawReport(ctx, layout, data, trademark);
  try {
    return await canvasToPng(canvas);
  } catch (error) {
    if (!trademark) throw error;
    drawReport(ctx, layout, data, null);
    return canvasToPng(canvas);
  }
}
