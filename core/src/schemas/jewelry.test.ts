import { describe, expect, it } from "vitest";
import { jewelryInputSchema, jewelryPatchSchema, pairingIssue } from "./jewelry";

const item = {
  name: "Rajkonna Bridal Necklace",
  description: "A bridal collar.",
  category: "Necklace",
  metal: "Gold",
  purity: "22K",
  weight: 48.6,
  imageUrl: "/images/sample/necklace-gold.svg",
};

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe("the pieces an item pairs with", () => {
  it("are optional, kept in order and trimmed", () => {
    expect(jewelryInputSchema.parse(item).pairsWith).toBeUndefined();
    expect(jewelryInputSchema.parse({ ...item, pairsWith: [" b ", "a"] }).pairsWith).toEqual(["b", "a"]);
    expect(jewelryPatchSchema.parse({ pairsWith: [] })).toEqual({ pairsWith: [] });
  });

  it.each([
    [["a", "b", "a"], "Pairs with: each piece can be listed once"],
    [["a", " a "], "Pairs with: each piece can be listed once"],
    [Array.from({ length: 9 }, (_, n) => `piece-${n}`), "A piece pairs with at most 8 others"],
    [[""], "Pairs with must list item ids"],
    [[7], "Pairs with must list item ids"],
    ["a", "Pairs with must be a list of item ids"],
  ])("refuse %j: %s", (pairsWith, message) => {
    for (const schema of [jewelryInputSchema, jewelryPatchSchema]) {
      const issue = firstIssue(schema.safeParse({ ...item, pairsWith }));
      expect(issue?.message).toBe(message);
      expect(issue?.path[0]).toBe("pairsWith");
    }
  });

  it("takes eight", () => {
    const eight = Array.from({ length: 8 }, (_, n) => `piece-${n}`);
    expect(jewelryInputSchema.parse({ ...item, pairsWith: eight }).pairsWith).toEqual(eight);
  });
});

describe("pairingIssue", () => {
  const held = new Set(["earrings", "bangles", "necklace"]);
  const exists = (id: string) => held.has(id);

  it.each([
    ["necklace", ["earrings", "bangles"], null],
    [null, ["earrings"], null],
    ["necklace", [], null],
    [
      "necklace",
      ["earrings", "necklace"],
      { message: "A piece cannot pair with itself", check: "pairsItself" },
    ],
    [
      "necklace",
      ["earrings", "sold"],
      { message: "No piece has the id sold: it may have been deleted", check: "pairsUnknown" },
    ],
    [
      null,
      ["sold"],
      { message: "No piece has the id sold: it may have been deleted", check: "pairsUnknown" },
    ],
  ] as const)("piece %j paired with %j: %j", (id, pairsWith, issue) => {
    expect(pairingIssue(id, pairsWith, exists)).toEqual(issue);
  });
});
