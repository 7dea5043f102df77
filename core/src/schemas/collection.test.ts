import { describe, expect, it } from "vitest";
import { isShown, MAX_COLLECTION_PIECES, slugFromName } from "../collection-rules";
import { failedCheck } from "../failed-check";
import { collectionInputSchema } from "./collection";

const valid = { name: "Bridal", slug: "bridal", pieceIds: ["a", "b"] };

describe("slugFromName", () => {
  it.each([
    ["Bridal", "bridal"],
    ["Gifts under ৳50,000", "gifts-under-50-000"],
    ["  Rings & Bands  ", "rings-and-bands"],
    ["Éclat Café", "eclat-cafe"],
    ["বিয়ের গহনা", ""],
    ["--Everyday--", "everyday"],
    [`${"a".repeat(59)} b`, "a".repeat(59)],
  ])("%s → %s", (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });
});

describe("collectionInputSchema", () => {
  it("fills in what may be left out: descriptions, the cover and the Bengali texts", () => {
    expect(collectionInputSchema.parse({ name: "Bridal", slug: "bridal" })).toEqual({
      name: "Bridal",
      slug: "bridal",
      description: "",
      coverImage: "",
      pieceIds: [],
    });
    expect(collectionInputSchema.parse({ ...valid, bn: {} }).bn).toEqual({ name: "", description: "" });
  });

  it.each([
    ["bridal-sets-2026", true],
    ["a", true],
    ["Bridal", false],
    ["bridal sets", false],
    ["bridal--sets", false],
    ["-bridal", false],
    ["বিয়ে", false],
    ["a".repeat(61), false],
  ])("takes %s as an address: %s", (slug, ok) => {
    expect(collectionInputSchema.safeParse({ ...valid, slug }).success).toBe(ok);
  });

  it("names the checks a client words in its own language", () => {
    const issues = (input: object) =>
      collectionInputSchema.safeParse({ ...valid, ...input }).error?.issues.map(failedCheck) ?? [];
    expect(issues({ slug: "Bridal" })).toEqual([{ check: "slug" }]);
    expect(issues({ pieceIds: ["a", "a"] })).toEqual([{ check: "piecesRepeated" }]);
    expect(issues({ name: "" })).toEqual([{ check: "required" }]);
    expect(
      issues({ pieceIds: Array.from({ length: MAX_COLLECTION_PIECES + 1 }, (_, n) => `p${n}`) }),
    ).toEqual([{ check: "tooMany", limit: MAX_COLLECTION_PIECES }]);
  });
});

describe("isShown", () => {
  it("shows a collection only while it has pieces", () => {
    expect(isShown({ pieceIds: ["a"] })).toBe(true);
    expect(isShown({ pieceIds: [] })).toBe(false);
  });
});
