import { afterEach, describe, expect, it, vi } from "vitest";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import {
  drawReport,
  REPORT_FONTS,
  REPORT_PADDING,
  REPORT_ROW_HEIGHT,
  REPORT_TITLE_HEIGHT,
  REPORT_WIDTH,
  renderReportPng,
  reportFileName,
  reportLayout,
  reportPixelSize,
  reportRows,
  reportText,
} from "./report-image";
import type { CalculatorEntry } from "./use-session-list";

const entry = (name: string, vori: number, ana: number, gram: number): CalculatorEntry => ({
  id: name,
  name,
  vori,
  ana,
  roti: 0,
  point: 0,
  gram,
});

describe("reportLayout", () => {
  it.each([
    [0, 2],
    [1, 3],
    [12, 14],
  ])(
    "with %i entries has %i rows of 40 px under the title, and room under the grand total",
    (entries, rows) => {
      const layout = reportLayout(entries);
      expect(layout.rowCount).toBe(rows);
      expect(layout.width).toBe(900);
      expect(layout.height).toBe(REPORT_TITLE_HEIGHT + rows * REPORT_ROW_HEIGHT + 24);
      expect(layout.rowTop(1) - layout.rowTop(0)).toBe(40);
      const totalBottom = layout.rowTop(rows - 1) + REPORT_ROW_HEIGHT;
      expect(layout.height - totalBottom).toBe(REPORT_PADDING);
      expect(REPORT_PADDING).toBe(24);
    },
  );

  it.each([0, 1, 12])("with %i entries is drawn at twice its layout size", (entries) => {
    const layout = reportLayout(entries);
    expect(reportPixelSize(layout)).toEqual({ width: 1800, height: layout.height * 2 });
  });

  it("spans the columns over the full width without gaps", () => {
    const { columns } = reportLayout(1);
    expect(columns).toHaveLength(6);
    columns.forEach((column, index) => {
      expect(column.x).toBe(
        index === 0 ? 0 : (columns[index - 1]?.x ?? 0) + (columns[index - 1]?.width ?? 0),
      );
    });
    const last = columns.at(-1);
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBe(REPORT_WIDTH);
  });

  it("places the trademark at 100 by 60 inside the title area", () => {
    const { trademark } = reportLayout(0);
    expect(trademark).toMatchObject({ width: 100, height: 60 });
    expect(trademark.x + trademark.width).toBeLessThanOrEqual(REPORT_WIDTH);
    expect(trademark.y + trademark.height).toBeLessThanOrEqual(REPORT_TITLE_HEIGHT);
  });
});

describe("reportRows", () => {
  it("has a header, one row per entry with 4-decimal grams and a grand total with 3", () => {
    const rows = reportRows([entry("Ring", 1, 0, 11.664), entry("Chain", 0, 8, 5.832)]);
    expect(rows).toEqual([
      ["Product", "Vori", "Ana", "Roti", "Point", "Grams"],
      ["Ring", "1", "0", "0", "0", "11.6640"],
      ["Chain", "0", "8", "0", "0", "5.8320"],
      ["Grand Total", "1", "8", "0", "0", "17.496"],
    ]);
  });
});

describe("reportRows on a Bengali page", () => {
  onBengaliPage();

  it("names the columns in Bengali and writes every figure in Bengali digits", () => {
    const rows = reportRows([entry("Ring", 1, 0, 11.664), entry("Chain", 0, 8, 5.832)]);
    expect(rows[0]?.slice(0, 2)).toEqual(["পণ্য", "ভরি"]);
    expect(rows[1]).toEqual(["Ring", "১", "০", "০", "০", "১১.৬৬৪০"]);
    expect(rows[3]?.slice(0, 3)).toEqual(["সর্বমোট", "১", "৮"]);
  });
});

describe("drawReport", () => {
  it("draws every cell and the trademark at 100 by 60", () => {
    const texts: string[] = [];
    const images: number[][] = [];
    const ctx = {
      fillRect: () => undefined,
      fillText: (text: string) => texts.push(text),
      measureText: (text: string) => ({ width: text.length * 8 }),
      drawImage: (_image: unknown, ...box: number[]) => images.push(box),
    } as unknown as CanvasRenderingContext2D;
    const layout = reportLayout(1);
    drawReport(
      ctx,
      layout,
      { shopName: "Shonali Jewellers", date: "1 May 2026", entries: [entry("Ring", 1, 0, 11.664)] },
      {
        width: 500,
        height: 300,
      } as unknown as CanvasImageSource,
    );
    expect(texts).toEqual(
      expect.arrayContaining(["Shonali Jewellers", "Ring", "11.6640", "Grand Total", "11.664"]),
    );
    expect(images).toEqual([[layout.trademark.x, layout.trademark.y, 100, 60]]);
  });
});

describe("drawReport on a Bengali page", () => {
  onBengaliPage();

  it("draws only text its fonts were loaded for, in faces that hold Bengali", () => {
    const texts: string[] = [];
    const fonts = new Set<string>();
    const ctx = {
      set font(value: string) {
        fonts.add(value);
      },
      fillRect: () => undefined,
      fillText: (text: string) => texts.push(text),
      measureText: (text: string) => ({ width: text.length * 8 }),
    } as unknown as CanvasRenderingContext2D;
    const data = { shopName: "সোনালী জুয়েলার্স", date: "১ মে ২০২৬", entries: [entry("বালা", 1, 0, 11.664)] };
    drawReport(ctx, reportLayout(1), data, null);
    const loaded = reportText(data);
    expect(texts.filter((text) => !loaded.includes(text))).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining(["সোনালী জুয়েলার্স", "বালা", "সর্বমোট"]));
    expect([...fonts].sort()).toEqual(Object.values(REPORT_FONTS).sort());
    for (const font of fonts) expect(font).toContain('"Bengali System Font", "Noto Sans Bengali Variable"');
  });
});

it("names the file gold-calculation-report-{timestamp}.png", () => {
  expect(reportFileName(1767225600000)).toBe("gold-calculation-report-1767225600000.png");
});

describe("renderReportPng", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("draws at twice the layout on a screen of one pixel per pixel too, so the file is sharp on a phone", async () => {
    vi.stubGlobal("devicePixelRatio", 1);
    const scales: number[][] = [];
    const ctx = {
      scale: (...by: number[]) => scales.push(by),
      fillRect: () => undefined,
      fillText: () => undefined,
      measureText: (text: string) => ({ width: text.length * 8 }),
    };
    let drawn: HTMLCanvasElement | undefined;
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      drawn = this;
      return ctx as unknown as CanvasRenderingContext2D;
    } as unknown as HTMLCanvasElement["getContext"]);
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((done) =>
      done(new Blob(["png"], { type: "image/png" })),
    );

    const data = {
      shopName: "Shonali Jewellers",
      date: "1 May 2026",
      entries: [entry("Ring", 1, 0, 11.664)],
    };
    await renderReportPng(data, null);
    const layout = reportLayout(1);
    expect([drawn?.width, drawn?.height]).toEqual([layout.width * 2, layout.height * 2]);
    expect(scales).toEqual([[2, 2]]);
  });
});
