import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { create as createTar } from "tar";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { api } from "#core/api";
import type { ActivityEntry } from "#core/schemas/activity";
import type { JewelryItem } from "#core/schemas/jewelry";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../testing/test-app";
import { photoForm, testPhoto } from "../../testing/test-photos";

const ring = {
  name: "Shapla Ring",
  description: "A 22K ring with a lotus motif.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "/images/sample/ring-gold.svg",
};
const message = { firstName: "Nusrat", lastName: "Jahan", phone: "+880 1711-555666", message: "In stock?" };

describe("restoring a backup from the admin", () => {
  let dataDir: string;
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-restore-"));
    t = await createTestApp({ sampleData: false, dataDir });
    token = await t.login();
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const addItem = async (name: string) => {
    const response = await t.request("/api/jewelry", { method: "POST", token, json: { ...ring, name } });
    expect(response.status).toBe(201);
    return (await response.json()) as JewelryItem;
  };
  const itemNames = async () =>
    ((await (await t.request("/api/jewelry")).json()) as JewelryItem[]).map((item) => item.name).sort();
  const backUpNow = async () => {
    const response = await t.request("/api/admin/backups", { method: "POST", token });
    expect(response.status).toBe(201);
    return api.createBackup.response.parse(await response.json());
  };
  const uploadPhoto = async (color: { r: number; g: number; b: number }) => {
    const response = await t.request("/api/uploads", {
      method: "POST",
      token,
      body: photoForm(await testPhoto({ width: 64, height: 64, color })),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { hash: string }).hash;
  };
  const storedPhotos = () =>
    fs.readdirSync(path.join(dataDir, "uploads")).filter((name) => !name.startsWith("."));
  const restore = (name: string, password: string = TEST_ADMIN.password) =>
    t.request(`/api/admin/backups/${name}/restore`, { method: "POST", token, json: { password } });

  it("shows what a backup holds, then puts it in place once the password is given, keeping the data it replaces as a backup", async () => {
    await addItem("Kept Ring");
    const keptPhoto = await uploadPhoto({ r: 200, g: 150, b: 40 });
    const backup = await backUpNow();
    await addItem("Later Ring");
    const laterPhoto = await uploadPhoto({ r: 20, g: 90, b: 160 });
    expect((await t.request("/api/contact-messages", { method: "POST", json: message })).status).toBe(201);

    const contents = await t.request(`/api/admin/backups/${backup.name}/contents`, { token });
    expect(contents.status).toBe(200);
    expect(api.backupContents.response.parse(await contents.json())).toEqual({
      ...backup,
      items: 1,
      messages: 0,
      boards: 0,
    });

    const refused = await restore(backup.name, "not the password");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "wrongPassword" });
    expect(await itemNames()).toEqual(["Kept Ring", "Later Ring"]);

    const response = await restore(backup.name);
    expect(response.status).toBe(200);
    const { restored, keptAs } = api.restoreBackup.response.parse(await response.json());
    expect(restored).toMatchObject({ name: backup.name, items: 1, messages: 0 });
    // The running server reads the backup's data at once: the catalogue, the inbox, the photos.
    expect(await itemNames()).toEqual(["Kept Ring"]);
    const inbox = (await (await t.request("/api/contact-messages", { token })).json()) as unknown[];
    expect(inbox).toEqual([]);
    expect(storedPhotos()).toEqual([keptPhoto]);
    expect(storedPhotos()).not.toContain(laterPhoto);
    const activity = (await (
      await t.request("/api/admin/activity?kind=backups", { token })
    ).json()) as ActivityEntry[];
    expect(activity[0]).toMatchObject({ action: "backup.restored", entityName: backup.name, actor: "owner" });

    // The data it replaced is a backup of its own, listed, and restoring it undoes the restore.
    const listed = api.listBackups.response.parse(
      await (await t.request("/api/admin/backups", { token })).json(),
    );
    expect(listed.backups.map((kept) => kept.name)).toEqual([keptAs.name, backup.name]);
    expect(
      await (await t.request(`/api/admin/backups/${keptAs.name}/contents`, { token })).json(),
    ).toMatchObject({
      items: 2,
      messages: 1,
    });
    expect((await restore(keptAs.name)).status).toBe(200);
    expect(await itemNames()).toEqual(["Kept Ring", "Later Ring"]);
    expect(storedPhotos().sort()).toEqual([keptPhoto, laterPhoto].sort());
  });

  it("keeps a downloaded backup sent back under its own name, ready to restore", async () => {
    await addItem("Kept Ring");
    const backup = await backUpNow();
    const archive = Buffer.from(
      await (await t.request(`/api/admin/backups/${backup.name}`, { token })).arrayBuffer(),
    );
    fs.rmSync(path.join(t.backupsDir, backup.name), { recursive: true });

    const sent = await t.request("/api/admin/backups/upload", {
      method: "POST",
      token,
      headers: { "content-type": "application/gzip" },
      body: new Uint8Array(archive),
    });
    expect(sent.status).toBe(201);
    expect(api.uploadBackup.response.parse(await sent.json())).toEqual(backup);
    // Sent twice, it is the same backup: still one in the list.
    const again = await t.request("/api/admin/backups/upload", {
      method: "POST",
      token,
      body: new Uint8Array(archive),
    });
    expect(again.status).toBe(201);
    const listed = api.listBackups.response.parse(
      await (await t.request("/api/admin/backups", { token })).json(),
    );
    expect(listed.backups).toEqual([backup]);
    // Nothing of the archive is left beside the backups.
    expect(fs.readdirSync(t.backupsDir)).toEqual([backup.name]);
    await addItem("Later Ring");
    expect((await restore(backup.name)).status).toBe(200);
    expect(await itemNames()).toEqual(["Kept Ring"]);
  });

  const sendBack = (body: Buffer) =>
    t.request("/api/admin/backups/upload", { method: "POST", token, body: new Uint8Array(body) });
  const archiveOf = async (folder: string) => {
    const file = path.join(dataDir, "sent.tar.gz");
    await createTar({ gzip: true, file, cwd: path.dirname(folder) }, [path.basename(folder)]);
    return fs.readFileSync(file);
  };

  it("refuses what is not a backup of this shop, by what is wrong with it, and keeps nothing of it", async () => {
    const notAnArchive = await sendBack(Buffer.from("a photo of a ring, not a backup"));
    expect(notAnArchive.status).toBe(400);
    expect(await notAnArchive.json()).toMatchObject({ code: "backupNotAnArchive" });
    expect((await sendBack(gzipSync("not a tar either"))).status).toBe(400);

    const otherProgram = path.join(dataDir, "made", "shop-2026-01-01T00-00-00-000Z");
    fs.mkdirSync(otherProgram, { recursive: true });
    new Database(path.join(otherProgram, "shop.sqlite")).exec("CREATE TABLE notes (text)").close();
    const other = await sendBack(await archiveOf(otherProgram));
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: "backupNotAnArchive" });

    const backup = await backUpNow();
    const newer = path.join(dataDir, "made", "shop-2026-02-01T00-00-00-000Z");
    fs.cpSync(path.join(t.backupsDir, backup.name), newer, { recursive: true });
    new Database(path.join(newer, "shop.sqlite"))
      .exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'future', 'x')")
      .close();
    const fromNewer = await sendBack(await archiveOf(newer));
    expect(fromNewer.status).toBe(409);
    expect(await fromNewer.json()).toMatchObject({ code: "backupFromNewerRelease" });

    expect(fs.readdirSync(t.backupsDir)).toEqual([backup.name]);
    const missing = await t.request("/api/admin/backups/shop-2020-01-01T00-00-00-000Z/contents", { token });
    expect(missing.status).toBe(404);
    expect((await restore("shop-2020-01-01T00-00-00-000Z")).status).toBe(404);
  });

  it("turns writes away while a restore is under way, saying why", async () => {
    const backup = await backUpNow();
    const restoring = t.backups.restore(backup.name, "owner");
    const turnedAway = await t.request("/api/contact-messages", { method: "POST", json: message });
    expect(turnedAway.status).toBe(503);
    expect(await turnedAway.json()).toMatchObject({ code: "shopRestoring" });
    expect(turnedAway.headers.get("retry-after")).toBe("60");
    await restoring;
    expect((await t.request("/api/contact-messages", { method: "POST", json: message })).status).toBe(201);
  });

  it("is for the signed-in owner only", async () => {
    const backup = await backUpNow();
    expect(
      (
        await t.request(`/api/admin/backups/${backup.name}/restore`, {
          method: "POST",
          json: { password: TEST_ADMIN.password },
        })
      ).status,
    ).toBe(401);
    expect((await t.request("/api/admin/backups/upload", { method: "POST", body: "x" })).status).toBe(401);
    expect((await t.request(`/api/admin/backups/${backup.name}/contents`)).status).toBe(401);
  });
});
