import { api } from "#core/api";
import { type OffsiteStorageInput, offsiteStorageInputSchema } from "#core/schemas/backups";
import { offsiteFailure } from "../../backup/offsite-failure";
import type { OffsiteSettings, OffsiteTarget } from "../../backup/offsite-settings";
import { openOffsiteStorage } from "../../backup/offsite-storage";
import { HttpError, refuse } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

const SECRET_REQUIRED = "Secret key is required";

/** Saved or tested, settings need a secret key: typed now, or stored before. */
function requireSecret(settings: OffsiteSettings, input: OffsiteStorageInput) {
  if (settings.hasSecret(input)) return;
  throw new HttpError(400, SECRET_REQUIRED, {
    issues: [{ path: "secretAccessKey", message: SECRET_REQUIRED, check: { check: "required" } }],
  });
}

/** Tries the storage as a copy would use it: lists the folder, then writes and deletes a small file. */
async function tryStorage(target: OffsiteTarget) {
  // One attempt: the owner is waiting, and a wrong key stays wrong.
  const storage = await openOffsiteStorage(target, { attempts: 1 });
  try {
    const copies = await storage.backups();
    await storage.probe();
    return { bucket: target.bucket, copies: copies.length };
  } finally {
    storage.close();
  }
}

/** The owner's offsite storage: where backups are copied, and a test of it before saving. */
export function registerOffsiteRoutes({ route, audit, offsite, logger }: RouteContext) {
  route(api.offsiteStorage, (c) => c.json(offsite.settings.view()));

  route(api.setOffsiteStorage, async (c) => {
    const input = await readJson(c, offsiteStorageInputSchema);
    requireSecret(offsite.settings, input);
    // The newest backup goes to the new place in the background; the owner watches it in the list.
    void offsite.save(input);
    const folder = input.folder ? `/${input.folder}` : "";
    if (input.enabled)
      audit(c, "backup.offsite-set", { type: "backups", id: "offsite", name: `${input.bucket}${folder}` });
    else audit(c, "backup.offsite-off", { type: "backups", id: "offsite", name: "" });
    c.set("publicDataUnchanged", true);
    return c.json(offsite.settings.view());
  });

  route(api.testOffsiteStorage, async (c) => {
    const input = await readJson(c, offsiteStorageInputSchema);
    requireSecret(offsite.settings, input);
    c.set("publicDataUnchanged", true);
    try {
      return c.json(await tryStorage(offsite.settings.target(input)));
    } catch (error) {
      const failure = offsiteFailure(error);
      // What the storage said (or the connection's error) goes to the log, as a mail server's does (ADR 034).
      logger.warn("offsite storage test failed", { code: failure.code, detail: failure.message });
      throw refuse(failure.code);
    }
  });
}
