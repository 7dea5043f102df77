import type { Repositories } from "../db/repositories";
import { sampleCatalogue, sampleRateBoard } from "./sample-data";
import { sampleRateHistory } from "./sample-rate-history";

export const SAMPLE_DATA_FLAG = "sample-data-seeded";

/**
 * Fills an empty shop with the sample catalogue and a year of rate boards, once in the database's life: the
 * flag stays set even after the owner deletes every sample item, so they never come back.
 */
export function seedSampleData(repos: Repositories, now: () => Date): boolean {
  return repos.transaction(() => {
    if (!repos.flags.setOnce(SAMPLE_DATA_FLAG, now().toISOString())) return false;
    if (repos.jewelry.count() > 0) return false;
    repos.jewelry.createMany(sampleCatalogue);
    for (const board of sampleRateHistory(sampleRateBoard, now())) {
      repos.rates.publish(board.prices, board.effectiveAt, "sample data");
    }
    return true;
  });
}
