import { describe, expect, it } from "vitest";
import type { Collection, CollectionWithPieces } from "#core/schemas/collection";
import { collectionInputSchema } from "#core/schemas/collection";
import { createTestApp } from "../testing/test-app";
import { sampleCollections } from "./sample-collections";
import { seedSampleData } from "./seed";

describe("the sample collections", () => {
  it.each(sampleCollections.map((collection) => [collection.name, collection] as const))(
    "%s is valid, and written in Bengali too",
    (_, { pieces, ...collection }) => {
      expect(() => collectionInputSchema.parse({ ...collection, pieceIds: [...pieces] })).not.toThrow();
      expect(collection.bn?.name).toMatch(/\p{Script=Bengali}/u);
      expect(collection.bn?.description).toMatch(/\p{Script=Bengali}/u);
    },
  );

  it("are seeded once with the sample shop, each with every piece it names, in order", async () => {
    const t = await createTestApp({ sampleData: false });
    // Without their stored photos: the pictures' own files stand in, as they do before those are made.
    expect(seedSampleData(t.repos, t.now)).toBe(true);
    expect(seedSampleData(t.repos, t.now)).toBe(false);
    const listed = (await (await t.request("/api/collections")).json()) as Collection[];
    expect(listed.map((collection) => collection.slug)).toEqual(["bridal", "everyday", "gifts"]);
    for (const sample of sampleCollections) {
      const page = (await (
        await t.request(`/api/collections/${sample.slug}`)
      ).json()) as CollectionWithPieces;
      expect(page.pieces.map((item) => item.name)).toEqual(sample.pieces);
      expect(page.cover).toBe(page.pieces[0]?.imageUrl);
    }
  });
});
