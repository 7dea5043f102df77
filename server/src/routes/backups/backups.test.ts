import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Header, list as listTar } from "tar";
import { beforeEach, describe, expect, it } from "vitest";
import { api } from "#core/api";
import { refusalWords } from "#core/refusals";
import type { ActivityEntry } from "#core/schemas/activity";
import { createTestApp, type TestApp } from "../../testing/test-app";

describe("backups from the admin", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const list = async () => {
    const response = await t.request("/api/admin/backups", { token });
    expect(response.status).toBe(200);
    return api.listBackups.response.parse(await response.json());
  };
  const backUpNow = async () => {
    const response = await t.request("/api/admin/backups", { method: "POST", token });
    expect(response.status).toBe(201);
    return api.createBackup.response.parse(await response.json());
  };

  it("lists none at first, keeping 14 daily and 8 weekly", async () => {
    expect(await list()).toEqual({
      backups: [],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: null,
      offsite: { enabled: false, copying: false, lastCopy: null },
    });
  });

  it("backs up now: the folder is listed with its time and size, and the activity log says who", async () => {
    const backup = await backUpNow();
    expect(backup).toEqual({
      name: "shop-2026-11-22T04-00-00-000Z",
      createdAt: "2026-11-22T04:00:00.000Z",
      size: fs.statSync(path.join(t.backupsDir, backup.name, "shop.sqlite")).size,
      photos: 0,
    });
    expect((await list()).backups).toEqual([backup]);
    const activity = await t.request("/api/admin/activity?kind=backups", { token });
    expect(((await activity.json()) as ActivityEntry[])[0]).toMatchObject({
      actor: "owner",
      action: "backup.made",
      entityName: backup.name,
    });
  });

  it("downloads a backup as one .tar.gz holding its folder", async () => {
    const { name } = await backUpNow();
    const response = await t.request(`/api/admin/backups/${name}`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${name}.tar.gz"`);
    const file = path.join(t.backupsDir, "download.tar.gz");
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const entries: string[] = [];
    await listTar({ file, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toContain(`${name}/shop.sqlite`);
  });

  it("downloads a backup once by a link of a minute, which needs no session", async () => {
    const { name } = await backUpNow();
    const linked = await t.request(`/api/admin/backups/${name}/download-link`, { method: "POST", token });
    expect(linked.status).toBe(200);
    const { url, expiresAt } = api.backupDownloadLink.response.parse(await linked.json());
    expect(url).toMatch(/^\/api\/backup-downloads\/[\w-]{40,}$/);
    expect(new Date(expiresAt).getTime() - t.now().getTime()).toBe(60_000);

    const response = await t.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${name}.tar.gz"`);
    // The headers every answer carries come with the download too.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).not.toBeNull();
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const expired = { error: refusalWords("backupLinkExpired"), code: "backupLinkExpired" };
    const again = await t.request(url);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual(expired);

    const late = api.backupDownloadLink.response.parse(
      await (await t.request(`/api/admin/backups/${name}/download-link`, { method: "POST", token })).json(),
    );
    t.advance(60_000);
    expect(await (await t.request(late.url)).json()).toEqual(expired);
    expect((await t.request("/api/backup-downloads/made-up")).status).toBe(410);
  });

  it("gives no download link for a backup that is not there, nor to a stranger", async () => {
    const missing = await t.request("/api/admin/backups/shop-2020-01-01T00-00-00-000Z/download-link", {
      method: "POST",
      token,
    });
    expect(missing.status).toBe(404);
    const { name } = await backUpNow();
    const stranger = await t.request(`/api/admin/backups/${name}/download-link`, { method: "POST" });
    expect(stranger.status).toBe(401);
  });

  it.each(["shop-2020-01-01T00-00-00-000Z", "..%2Fshop.sqlite", "backups"])(
    "answers 404 for the backup %s, which is not there",
    async (name) => {
      const response = await t.request(`/api/admin/backups/${name}`, { token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: "That backup no longer exists",
        code: "backupNotFound",
      });
    },
  );

  it("keeps what the owner sets, removing the backups past it at once", async () => {
    for (let day = 0; day < 4; day++) {
      await backUpNow();
      t.advance(24 * 60 * 60 * 1000);
      // A day on, the owner signs in again: a session unused for a day has ended.
      token = await t.login();
    }
    expect((await list()).backups).toHaveLength(4);
    const response = await t.request("/api/admin/backups/retention", {
      method: "PUT",
      token,
      json: { keepDaily: 2, keepWeekly: 0 },
    });
    expect(await response.json()).toEqual({ keepDaily: 2, keepWeekly: 0 });
    const after = await list();
    expect(after.retention).toEqual({ keepDaily: 2, keepWeekly: 0 });
    expect(after.backups.map((backup) => backup.createdAt)).toEqual([
      "2026-11-25T04:00:00.000Z",
      "2026-11-24T04:00:00.000Z",
    ]);
    // And from then on, after each new one.
    await backUpNow();
    expect((await list()).backups).toHaveLength(2);
  });

  it.each([
    [{ keepDaily: 0, keepWeekly: 8 }, "keepDaily", "Daily backups kept must be between 1 and 90"],
    [{ keepDaily: 14, keepWeekly: 1.5 }, "keepWeekly", "Weekly backups kept must be a whole number"],
    [{ keepDaily: "many", keepWeekly: 8 }, "keepDaily", "Daily backups kept must be a number"],
  ])("refuses the retention %j with a clear error", async (json, field, message) => {
    const response = await t.request("/api/admin/backups/retention", { method: "PUT", token, json });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [expect.objectContaining({ path: field, message })],
    });
    expect((await list()).retention).toEqual({ keepDaily: 14, keepWeekly: 8 });
  });

  it("says when a backup failed and why, until one succeeds", async () => {
    // The backups folder's place is taken by a file: the disk refuses the folder.
    fs.writeFileSync(t.backupsDir, "in the way");
    const failed = await t.request("/api/admin/backups", { method: "POST", token });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      error: "The backup could not be written. Check the free space on the server's disk and try again.",
      code: "backupFailed",
    });
    expect((await list()).lastFailure).toEqual({ at: "2026-11-22T04:00:00.000Z", error: expect.any(String) });

    fs.rmSync(t.backupsDir);
    await backUpNow();
    expect((await list()).lastFailure).toBeNull();
  });

  it("is the admin's only", async () => {
    expect((await t.request("/api/admin/backups")).status).toBe(401);
    expect((await t.request("/api/admin/backups", { method: "POST" })).status).toBe(401);
    expect((await t.request("/api/admin/backups/shop-2026-11-22T04-00-00-000Z")).status).toBe(401);
  });
});

describe("daily backups", () => {
  it("are made when the newest is a day old, or there is none", async () => {
    const t = await createTestApp({ sampleData: false });
    const first = await t.backups.backUpIfDue();
    expect(first?.createdAt).toBe("2026-11-22T04:00:00.000Z");
    t.advance(23 * 60 * 60 * 1000);
    expect(await t.backups.backUpIfDue()).toBeNull();
    t.advance(60 * 60 * 1000);
    expect((await t.backups.backUpIfDue())?.createdAt).toBe("2026-11-23T04:00:00.000Z");
    const activity = t.repos.audit.recent({ limit: 1, kind: "backups" });
    expect(activity[0]).toMatchObject({ actor: "daily backup", action: "backup.made" });
  });

  it("are written one at a time: asked twice in the same millisecond, both are made", async () => {
    const t = await createTestApp({ sampleData: false });
    const [a, b] = await Promise.all([t.backups.backUp("owner"), t.backups.backUp("owner")]);
    expect([a.name, b.name]).toEqual(["shop-2026-11-22T04-00-00-000Z", "shop-2026-11-22T04-00-00-001Z"]);
    // Both the same day: the retention keeps the newer.
    expect(t.backups.list().backups.map((backup) => backup.name)).toEqual([b.name]);
  });
});

describe("a backup restored from its download", () => {
  it("is unpacked and restored like the folder", async () => {
    const { restoreBackupFrom } = await import("../../backup/restore-backup");
    const { openDatabase, databasePath } = await import("../../db/connection");
    const t = await createTestApp({ sampleData: false });
    t.repos.messages.create(
      { firstName: "Rahima", lastName: "Khatun", phone: "01711234567", message: "Hi" },
      null,
    );
    const { name } = await t.backups.backUp("owner");
    const download = await t.request(`/api/admin/backups/${name}`, { token: await t.login() });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-restore-download-"));
    try {
      const file = path.join(dataDir, `${name}.tar.gz`);
      fs.writeFileSync(file, Buffer.from(await download.arrayBuffer()));
      openDatabase(databasePath(dataDir)).close();
      await restoreBackupFrom(dataDir, file);
      const db = openDatabase(databasePath(dataDir));
      expect(db.prepare("SELECT first_name FROM contact_messages").pluck().all()).toEqual(["Rahima"]);
      db.close();
      expect(fs.readdirSync(dataDir).filter((entry) => entry.startsWith("restore-"))).toEqual([]);

      fs.writeFileSync(file, "not an archive");
      await expect(restoreBackupFrom(dataDir, file)).rejects.toThrow(`${file} is not a backup archive`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses an archive that would not fit beside the shop's data, before writing any of it", async () => {
    const { restoreBackupFrom } = await import("../../backup/restore-backup");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-restore-huge-"));
    try {
      // A header that claims a terabyte, with nothing behind it: a crafted or damaged archive.
      const header = new Header({ path: "shop-x/shop.sqlite", size: 2 ** 40, type: "File", mode: 0o600 });
      header.encode();
      const file = path.join(dataDir, "shop-x.tar.gz");
      fs.writeFileSync(file, gzipSync(Buffer.concat([header.block ?? Buffer.alloc(0), Buffer.alloc(1024)])));
      await expect(restoreBackupFrom(dataDir, file)).rejects.toThrow(
        /shop-x\.tar\.gz unpacks to 1024\.0 GB, more than the [\d.]+ GB free beside the shop's data: free some space first/,
      );
      expect(fs.readdirSync(dataDir)).toEqual(["shop-x.tar.gz"]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
