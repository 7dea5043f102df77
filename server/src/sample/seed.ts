import type { ActivityKind } from "#core/schemas/activity";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { Repositories } from "../db/repositories";
import { sampleCollections } from "./sample-collections";
import { sampleCatalogue, samplePairs, sampleRateBoard } from "./sample-data";
import { type SamplePictures, withSamplePictures } from "./sample-pictures";
import { sampleRateHistory } from "./sample-rate-history";

export const SAMPLE_DATA_FLAG = "sample-data-seeded";
/** Who the activity log and the rate history name for what the sample brought. */
export const SAMPLE_DATA_ACTOR = "sample data";

/**
 * What the owner's work on the shop is logged as. Signing in, backups and the account change nothing
 * a visitor sees, so a newcomer who signs in first, or whose server made its first backup, still
 * gets the sample shop.
 */
const SHOP_CONTENT: readonly ActivityKind[] = ["catalogue", "rates", "messages", "settings"];

/**
 * True while nobody has used the shop: no rate board, no saved settings section, no item, no message,
 * and no such work in the activity log (which remembers an item or a message deleted since).
 */
const neverUsed = (repos: Repositories): boolean =>
  repos.rates.isEmpty() &&
  repos.settings.isEmpty() &&
  repos.jewelry.count() === 0 &&
  repos.messages.isEmpty() &&
  !repos.audit.hasAnyOf(SHOP_CONTENT);

/** True while a call could still seed: worth preparing the sample pictures for. */
export const sampleDataWanted = (repos: Repositories): boolean =>
  repos.flags.get(SAMPLE_DATA_FLAG) === null && neverUsed(repos);

/** Pairs the sample pieces whose texts name each other, now that they have ids. */
function linkSamplePairs(repos: Repositories, created: readonly JewelryItem[]): void {
  const idOf = new Map(created.map((item) => [item.name, item._id]));
  for (const item of created) {
    const partners = samplePairs[item.name];
    if (!partners) continue;
    repos.jewelry.update(item._id, { pairsWith: partners.flatMap((name) => idOf.get(name) ?? []) });
  }
}

/**
 * Fills a shop nobody has used with the sample catalogue and a year of rate boards, and says so in the
 * activity log. The call is anonymous, so sample prices must never land beside the owner's. It acts
 * once in the database's life: the flag is set by the first call whatever it finds, so a shop in use,
 * or one whose sample items the owner deleted, never gets them (back). Items show the stored photos
 * of their pictures, or the SVG itself for any picture missing from `pictures`.
 */
export function seedSampleData(
  repos: Repositories,
  now: () => Date,
  pictures: SamplePictures = new Map(),
): boolean {
  return repos.transaction(() => {
    if (!repos.flags.setOnce(SAMPLE_DATA_FLAG, now().toISOString())) return false;
    if (!neverUsed(repos)) return false;
    const created = repos.jewelry.createMany(
      sampleCatalogue.map((item) => withSamplePictures(item, pictures)),
    );
    linkSamplePairs(repos, created);
    const idOf = new Map(created.map((item) => [item.name, item._id]));
    for (const { pieces, ...collection } of sampleCollections)
      repos.collections.create({ ...collection, pieceIds: pieces.flatMap((name) => idOf.get(name) ?? []) });
    const boards = sampleRateHistory(sampleRateBoard, now());
    for (const board of boards) repos.rates.publish(board.prices, board.effectiveAt, SAMPLE_DATA_ACTOR);
    repos.audit.record({
      actor: SAMPLE_DATA_ACTOR,
      action: "sample-data.seeded",
      entityType: "shop",
      entityId: "",
      entityName: `${sampleCatalogue.length} items and ${boards.length} rate boards`,
    });
    return true;
  });
}
