import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardsInFirstRow, wideColumns } from "./jewelry-grid";

const stylesheet = fs.readFileSync(path.join(import.meta.dirname, "jewelry-grid.module.css"), "utf8");

/** The grid's columns at `width` as its stylesheet lays them out: the last matching rule wins. */
function columnsInStylesheet(width: number): number {
  let columns = Number(/^\.grid \{[^}]*repeat\((\d+),/m.exec(stylesheet)?.[1] ?? 1);
  for (const [, minWidth, count] of stylesheet.matchAll(
    /@media \(min-width: (\d+)px\) \{\s*\.grid \{[^}]*repeat\((\d+),/g,
  )) {
    if (width >= Number(minWidth)) columns = Number(count);
  }
  return columns;
}

function windowWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("cardsInFirstRow", () => {
  it.each([360, 412, 640, 768, 959, 960, 1199, 1200, 1366, 1920])(
    "at %i px is the stylesheet's column count",
    (width) => {
      windowWidth(width);
      expect(cardsInFirstRow()).toBe(columnsInStylesheet(width));
    },
  );

  it("reads a stylesheet with a rule for each wider layout", () => {
    expect([360, 640, 960, 1200].map(columnsInStylesheet)).toEqual([2, 2, 3, 4]);
  });
});

describe("the grid's cells", () => {
  const cellRule = () => /\n\.cell \{([^}]*)\}/.exec(stylesheet)?.[1] ?? "";

  it("leave a cell off screen unlaid and unpainted, a card's size held for it", () => {
    expect(cellRule()).toMatch(/content-visibility: auto;/);
    expect(cellRule()).toMatch(/contain-intrinsic-size: auto \d+px;/);
  });

  it("leave room past a cell's edge for the card's shadow and its lift on hover", () => {
    const card = fs.readFileSync(path.join(import.meta.dirname, "jewelry-card.module.css"), "utf8");
    // The hover shadow's offset plus blur: how far below the card it reaches.
    const [, offset, blur] = /\.card:hover \{[^}]*0 (\d+)px (\d+)px/.exec(card) ?? [];
    const margin = Number(/overflow-clip-margin: (\d+)px/.exec(cellRule())?.[1]);
    expect(margin).toBeGreaterThanOrEqual(Number(offset) + Number(blur));
  });
});

describe("a balanced grid's columns on a wide screen", () => {
  it.each([
    [1, 4],
    [4, 4],
    [5, 3],
    [6, 4],
    [8, 4],
    [9, 3],
    [13, 4],
    [17, 3],
  ])("%i cards take %i columns, never one card alone where a column fewer avoids it", (count, columns) => {
    expect(wideColumns(count)).toBe(columns);
  });
});
