import {
  type Backup,
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

interface Given extends Omit<BackupsResponse, "offsite">, Partial<Pick<BackupsResponse, "offsite">> {
  offsiteStorage?: OffsiteStorage;
  /** What a test of the connection answers. */
  offsiteTest?: Answer;
}

/**
 * The server's backup routes over an in-memory list and offsite storage (none set, copies off,
 * unless given). A saved storage starts a copy, as the server's does; a saved secret key is
 * remembered as set, never answered.
 */
export function fakeBackupsServer({ offsiteStorage = NO_OFFSITE_STORAGE, offsiteTest, ...given }: Given) {
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
    const name = path.replace("/api/admin/backups/", "").replace(/\/download-link$/, "");
    if (method === "POST" && state.backups.some((b) => b.name === name))
      return json({ url: `/api/backup-downloads/ticket-for-${name}`, expiresAt: NOW.toISOString() });
    return json({ error: "That backup no longer exists", code: "backupNotFound" }, 404);
  }) satisfies ApiHandler);
  return { state, requests };
}
