import { endpoints } from "#core/endpoints";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { db } from "../../data/db";

/** Leaves `data` on the device as the saved copy of `path`, as an earlier visit online would have. */
export const putSaved = (path: string, data: unknown, syncedAt = new Date().toISOString()) =>
  db.resources.put({ path, data, etag: null, syncedAt });

/** Leaves the shop's settings on the device: the defaults, with `sections` in place of theirs. */
export const putSavedSettings = (sections: Partial<WebsiteSettings>) =>
  putSaved(endpoints.getSettings.path, { ...settingsDefaults, ...sections });
