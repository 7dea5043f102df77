import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { db } from "../device/db";
import { CATALOGUE_CURSOR, CATALOGUE_SYNCED_AT } from "../device/device-names";
import { storedQuery } from "../device/stored-query";
import { type Answer, json } from "./fake-api";

/** Leaves `data` on the device as the saved copy of `path`, as an earlier visit online would have. */
export const putSaved = (path: string, data: unknown, syncedAt = new Date().toISOString()) =>
  db.queries.put(storedQuery(path, { status: 200, data, etag: null }, Date.parse(syncedAt)));

/** Leaves the shop's settings on the device: the defaults, with `sections` in place of theirs. */
export const putSavedSettings = (sections: Partial<WebsiteSettings>) =>
  putSaved(endpoints.getSettings.path, { ...settingsDefaults, ...sections });

/** A cursor as the server's change log writes them. */
export const SAMPLE_CURSOR = "0123456789abcdef.1";

/** Leaves `items` on the device as its copy of the catalogue, as an earlier sync would have. */
export async function putSavedCatalogue(items: readonly JewelryItem[], syncedAt = new Date().toISOString()) {
  await db.jewelry.bulkPut([...items]);
  await db.device.bulkPut([
    { name: CATALOGUE_CURSOR, value: SAMPLE_CURSOR },
    { name: CATALOGUE_SYNCED_AT, value: syncedAt },
  ]);
}

/** The change log's answer to a device with no copy: the whole catalogue. */
export const wholeCatalogue = (items: readonly JewelryItem[]): Answer =>
  json({ cursor: SAMPLE_CURSOR, complete: true, items, removed: [], next: null });
