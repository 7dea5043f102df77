import { api } from "#core/api";
import { type OffsiteStorageInput, offsiteStorageInputSchema } from "#core/schemas/backups";
import { offsiteFailure } from "../../backup/offsite-failure";
import type { OffsiteSettings, OffsiteTarget } from "../../backup/offsite-settings";
import { openOffsiteStorage } from "../../backup/offsite-storage";
import { BackupRefused } from "../../backup/restore-backup";
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

/**
 * The owner's offsite storage: where backups are copied, a test of it before saving, its copies,
 * and one brought back to the server to restore.
 */
export function registerOffsiteRoutes({ route, audit, offsite, backups, logger }: RouteContext) {
  /** What the storage answered, in the refusal the owner reads; its own words go to the log (ADR 034). */
  const storageRefusal = (error: unknown, doing: string) => {
    const failure = offsiteFailure(error);
    logger.warn(`offsite storage ${doing} failed`, { code: failure.code, detail: failure.message });
    return refuse(failure.code);
  };
  const requireStorage = () => {
    if (!offsite.settings.isSet()) throw refuse("offsiteNotSet");
  };

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
      throw storageRefusal(error, "test");
    }
  });

  route(api.offsiteCopies, async (c) => {
    requireStorage();
    try {
      return c.json({ copies: await offsite.copies() });
    } catch (error) {
      throw storageRefusal(error, "listing");
    }
  });

  route(api.bringBackOffsiteCopy, async (c) => {
    requireStorage();
    c.set("publicDataUnchanged", true);
    let kept: Awaited<ReturnType<typeof backups.receive>> | null;
    try {
      kept = await offsite.bringBack(c.req.param("name") ?? "", (archive) => backups.receive(archive));
    } catch (error) {
      if (error instanceof BackupRefused) throw refuse(error.reason);
      throw storageRefusal(error, "download");
    }
    if (!kept) throw refuse("offsiteCopyNotFound");
    return c.json(kept, 201);
  });
}
