import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BREAKPOINTS } from "./breakpoints";

const SOURCE_ROOT = path.resolve(import.meta.dirname, "..");
const stylesheets = fs
  .readdirSync(SOURCE_ROOT, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({
    file,
    css: fs.readFileSync(path.join(SOURCE_ROOT, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, ""),
  }));

/** Every offence `judge` finds in every stylesheet, named by file. */
const offencesIn = (find: (css: string) => string[], judge: (found: string) => string | null) =>
  stylesheets.flatMap(({ file, css }) =>
    find(css).flatMap((found) => {
      const why = judge(found);
      return why ? [`${file}: ${found}: ${why}`] : [];
    }),
  );

describe("breakpoints", () => {
  const minWidths = new Set<number>(Object.values(BREAKPOINTS));
  const maxWidths = new Set<number>(Object.values(BREAKPOINTS).map((width) => width - 1));
  const widthFeature = /\(\s*(min|max)-width\s*:\s*(\d+)px\s*\)/g;
  const mediaQueries = (css: string) =>
    [...css.matchAll(/@media([^{]*)\{/g)].map((match) => (match[1] ?? "").trim());

  /** Why a media query breaks the rule, or null when it keeps to it. */
  function offence(query: string): string | null {
    for (const [, bound, width] of query.matchAll(widthFeature)) {
      const allowed = bound === "min" ? minWidths : maxWidths;
      if (!allowed.has(Number(width))) return `${bound}-width ${width}px is not a breakpoint`;
    }
    // Range syntax, em units or device widths would slip past the check above.
    if (/width/.test(query.replace(widthFeature, ""))) return "width written another way";
    return null;
  }

  it("finds the media queries it checks", () => {
    expect(stylesheets.filter(({ css }) => mediaQueries(css).length > 0).length).toBeGreaterThan(10);
  });

  it.each([
    ["(min-width: 640px)", null],
    ["(max-width: 959px)", null],
    ["(min-width: 640px) and (max-width: 1199px)", null],
    ["(prefers-reduced-motion: reduce)", null],
    ["(min-width: 768px)", "min-width 768px is not a breakpoint"],
    ["(max-width: 640px)", "max-width 640px is not a breakpoint"],
    ["(min-width: 640px) and (max-width: 899px)", "max-width 899px is not a breakpoint"],
    ["(width >= 640px)", "width written another way"],
    ["(min-width: 40em)", "width written another way"],
  ])("judges %s", (query, expected) => {
    expect(offence(query)).toBe(expected);
  });

  it("every media query in pwa/src uses only the shared breakpoints", () => {
    expect(offencesIn(mediaQueries, offence)).toEqual([]);
  });
});

describe("spacing steps", () => {
  const globalCss = stylesheets.find(({ file }) => file === path.join("styles", "global.css"))?.css ?? "";
  const steps = new Map(
    [...globalCss.matchAll(/(--space-\d+)\s*:\s*(\d+)px/g)].map(([, name, pixels]) => [Number(pixels), name]),
  );
  const spacingDeclarations = (css: string) =>
    [...css.matchAll(/(?<![\w-])(?:padding|margin|gap|row-gap|column-gap)(?:-[a-z-]+)?\s*:[^;{}]*/g)].map(
      (match) => match[0].trim(),
    );

  /** The step a declaration writes out by hand, or null when it uses the tokens or steps off the scale. */
  function offence(declaration: string): string | null {
    for (const [, pixels] of declaration.matchAll(/(?<![\w.-])(\d+)px/g)) {
      const step = steps.get(Number(pixels));
      if (step) return `${pixels}px is var(${step})`;
    }
    return null;
  }

  it("reads the 4/8 px scale from global.css", () => {
    expect(steps.get(4)).toBe("--space-1");
    expect(steps.get(8)).toBe("--space-2");
    expect(steps.get(16)).toBe("--space-4");
    expect([...steps.keys()].every((pixels) => pixels % 4 === 0)).toBe(true);
  });

  it.each([
    ["padding: var(--space-2) var(--space-3)", null],
    ["padding: 10px var(--space-5)", null],
    ["margin: 0 -20px", null],
    ["gap: 8px", "8px is var(--space-2)"],
    ["margin-top: 24px", "24px is var(--space-6)"],
  ])("judges %s", (declaration, expected) => {
    expect(offence(declaration)).toBe(expected);
  });

  it("every spacing declaration in pwa/src takes its on-scale steps from the tokens", () => {
    expect(offencesIn(spacingDeclarations, offence)).toEqual([]);
  });
});
