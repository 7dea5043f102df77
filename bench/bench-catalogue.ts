import type { NewJewelry } from "#core/schemas/jewelry";
import { sampleCatalogue } from "../server/src/sample/sample-data";

/** `count` items for a benchmark: the sample shop's pieces over and over, each name numbered. */
export const benchCatalogue = (count: number): NewJewelry[] =>
  Array.from({ length: count }, (_, i) => {
    const sample = sampleCatalogue[i % sampleCatalogue.length] as NewJewelry;
    return { ...sample, name: `${sample.name} #${i + 1}` };
  });
