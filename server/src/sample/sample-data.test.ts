import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_FILTERS, searchCatalogue } from "#core/catalogue-filters";
import { type JewelryItem, jewelryInputSchema } from "#core/schemas/jewelry";
import { projectRoot } from "../paths";
import { sampleCatalogue, samplePairs } from "./sample-data";

const BENGALI = /\p{Script=Bengali}/u;
const LATIN_DIGIT = /[0-9]/;
/**
 * What Markdown makes of a description: its paragraphs, list items and bold. Italics are left out:
 * they gloss a Bengali word in the English (*jonaki*), which the Bengali text simply says.
 */
const shape = (markdown: string) => ({
  paragraphs: markdown.split("\n\n").length,
  listItems: markdown.match(/^- /gm)?.length ?? 0,
  bold: markdown.match(/\*\*/g)?.length ?? 0,
});

describe("the sample catalogue in Bengali", () => {
  it.each(sampleCatalogue.map((item) => [item.name, item] as const))("%s reads in Bengali", (_, item) => {
    expect(jewelryInputSchema.parse(item).bn).toEqual(item.bn);
    const bn = item.bn ?? { name: "", description: "" };
    expect(bn.name).toMatch(BENGALI);
    expect(bn.description).toMatch(BENGALI);
    // Sizes, weights and grades alike are written in Bengali digits: "পিটি৯৫০", "ভিএস২".
    expect(bn.description).not.toMatch(LATIN_DIGIT);
    expect(shape(bn.description)).toEqual(shape(item.description));
  });

  it("names each item differently", () => {
    const names = sampleCatalogue.map((item) => item.bn?.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("searching the sample shop", () => {
  // As the device's copy holds it: newest first, the last added the newest.
  const catalogue: JewelryItem[] = sampleCatalogue
    .map((item, at) => ({
      ...item,
      _id: `item-${at}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, at)).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    }))
    .reverse();
  const categoriesFound = (q: string) =>
    searchCatalogue(catalogue, { ...NO_FILTERS, q }).found.map((at) => catalogue[at]?.category);

  it.each([
    ["ring", "Ring"],
    ["Rings", "Ring"],
    ["আংটি", "Ring"],
    ["বালা", "Bangles"],
    ["bangles", "Bangles"],
    ["churi", "Bangles"],
    ["necklace", "Necklace"],
    ["হার", "Necklace"],
  ] as const)("%j shows every %s before any other category", (q, category) => {
    const found = categoriesFound(q);
    const inCategory = catalogue.filter((item) => item.category === category).length;
    expect(inCategory).toBeGreaterThan(1);
    expect(found.slice(0, inCategory)).toEqual(Array(inCategory).fill(category));
  });
});

describe("the sample catalogue's pictures", () => {
  const baseName = (picture: string) => path.basename(picture, ".svg");

  it.each(sampleCatalogue.map((item) => [item.name, item] as const))(
    "%s shows only views of itself, each drawn",
    (_, item) => {
      // A close-up, the piece on a stand or a neck form: named after the piece's own picture.
      for (const view of item.images)
        expect(baseName(view)).toMatch(new RegExp(`^${baseName(item.imageUrl)}-`));
      for (const picture of [item.imageUrl, ...item.images])
        expect(fs.existsSync(path.join(projectRoot, "pwa", "public", picture)), picture).toBe(true);
    },
  );
});

describe("the sample catalogue's pairs", () => {
  const byName = new Map(sampleCatalogue.map((item) => [item.name, item]));
  /** How a text names a piece: by the first word of its name ("Shapla", "Nitto"). */
  const nameWord = (name: string) => name.split(" ")[0] ?? name;

  it.each(Object.entries(samplePairs))(
    "%s pairs with pieces its text, or theirs, names",
    (name, partners) => {
      const item = byName.get(name);
      expect(item, name).toBeDefined();
      expect(partners).not.toContain(name);
      expect(new Set(partners).size).toBe(partners.length);
      for (const partner of partners) {
        const other = byName.get(partner);
        expect(other, partner).toBeDefined();
        const texts = `${item?.description} ${other?.description}`;
        expect(texts).toMatch(new RegExp(`${nameWord(partner)}|${nameWord(name)}`));
      }
    },
  );
});
