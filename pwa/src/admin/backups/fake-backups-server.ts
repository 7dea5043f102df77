import {
  type Backup,
  type BackupContents,
  type BackupsResponse,
  NO_OFFSITE_STORAGE,
  type OffsiteStorage,
  type OffsiteStorageInput,
} from "#core/schemas/backups";
import { type Answer, type ApiHandler, fakeApi, json } from "../../data/testing/fake-api";

/** The time the backups screen's tests run at. */
export const NOW = new Date("2026-11-25T06:00:00.000Z");

export const backup = (createdAt: string, size = 2_400_000, photos = 31): Backup => ({
  name: `shop-${createdAt.replace(/[:.]/g, "-")}`,
  createdAt,
  size,
  photos,
});

/** The owner's password, which a restore asks for. */
export const OWNER_PASSWORD = "correct horse battery";

/** What every backup of the tests holds. */
export const heldIn = (kept: Backup): BackupContents => ({ ...kept, items: 27, messages: 4, boards: 3 });

interface Given extends Omit<BackupsResponse, "offsite">, Partial<Pick<BackupsResponse, "offsite">> {
  offsiteStorage?: OffsiteStorage;
  /** What a test of the connection answers. */
  offsiteTest?: Answer;
  /** The copies the offsite storage holds. */
  offsiteCopies?: Backup[];
}

/**
 * The server's backup routes over an in-memory list and offsite storage (none set, copies off,
 * unless given). A saved storage starts a copy, as the server's does; a saved secret key is
 * remembered as set, never answered.
 */
export function fakeBackupsServer({
  offsiteStorage = NO_OFFSITE_STORAGE,
  offsiteTest,
  offsiteCopies = [],
  ...given
}: Given) {
  const state: BackupsResponse = {
    offsite: { enabled: offsiteStorage.enabled, copying: false, lastCopy: null },
    ...given,
  };
  let storage = offsiteStorage;
  const requests = fakeApi(((request) => {
    const { method, path, body } = request;
    if (path === "/api/admin/backups" && method === "GET") return json(state);
    if (path === "/api/admin/backups" && method === "POST") {
      const made = backup(NOW.toISOString(), 2_500_000, 31);
      state.backups.unshift(made);
      return json(made, 201);
    }
    if (path === "/api/admin/backups/retention" && method === "PUT") {
      state.retention = body as BackupsResponse["retention"];
      return json(state.retention);
    }
    if (path === "/api/admin/offsite-storage" && method === "GET") return json(storage);
    if (path === "/api/admin/offsite-storage" && method === "PUT") {
      const { secretAccessKey, ...input } = body as OffsiteStorageInput;
      storage = { ...input, secretSet: storage.secretSet || secretAccessKey !== "" };
      state.offsite = { ...state.offsite, enabled: input.enabled, copying: input.enabled };
      return json(storage);
    }
    if (path === "/api/admin/offsite-storage/test" && method === "POST")
      return offsiteTest ?? json({ bucket: (body as OffsiteStorageInput).bucket, copies: 0 });
    if (path === "/api/admin/offsite-storage/copies" && method === "GET")
      return json({ copies: offsiteCopies.map(({ name, createdAt }) => ({ name, createdAt })) });
    const [, brought] = /^\/api\/admin\/offsite-storage\/copies\/([^/]+)\/bring-back$/.exec(path) ?? [];
    const copy = offsiteCopies.find((c) => c.name === brought);
    if (copy && method === "POST") {
      state.backups.unshift(copy);
      return json(copy, 201);
    }
    const [, kept, action] = /^\/api\/admin\/backups\/([^/]+)\/(contents|restore)$/.exec(path) ?? [];
    const held = state.backups.find((b) => b.name === kept);
    if (held && action === "contents") return json(heldIn(held));
    if (held && action === "restore") {
      if ((body as { password: string }).password !== OWNER_PASSWORD)
        return json({ error: "The password is incorrect", code: "wrongPassword" }, 403);
      const keptAs = backup(NOW.toISOString(), 2_600_000, 33);
      state.backups.unshift(keptAs);
      return json({ restored: heldIn(held), keptAs });
    }
    const name = path.replace("/api/admin/backups/", "").replace(/\/download-link$/, "");
    if (method === "POST" && state.backups.some((b) => b.name === name))
      return json({ url: `/api/backup-downloads/ticket-for-${name}`, expiresAt: NOW.toISOString() });
    return json({ error: "That backup no longer exists", code: "backupNotFound" }, 404);
  }) satisfies ApiHandler);
  return { state, requests };
}
