import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { api } from "#core/api";
import { refusalWords } from "#core/refusals";
import type { OffsiteStorageInput } from "#core/schemas/backups";
import { uploadedImageSchema } from "#core/schemas/upload";
import { createSecretBox } from "../../auth/secret-box";
import { restoreBackupFrom } from "../../backup/restore-backup";
import { databasePath, openDatabase } from "../../db/connection";
import { createLogger } from "../../logger";
import { isDeletion, type LocalS3, startLocalS3 } from "../../testing/local-s3";
import { freePort } from "../../testing/local-smtp";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { photoForm, storedFiles, testPhoto } from "../../testing/test-photos";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const FOLDER = "shop/backups";

describe("offsite copies", () => {
  let s3: LocalS3;
  let t: TestApp;
  let token: string;
  let uploadsDir: string;
  let logged: string[];
  beforeEach(async () => {
    s3 = await startLocalS3();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-offsite-uploads-"));
    logged = [];
    t = await createTestApp({
      sampleData: false,
      uploadsDir,
      logger: createLogger("error", (line) => logged.push(line)),
    });
    token = await t.login();
  });
  afterEach(async () => {
    // Nothing of a test's copies may still be talking to the storage when it goes.
    await t.backups.catchUpOffsite();
    await s3.stop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  const save = (json: OffsiteStorageInput) =>
    t.request("/api/admin/offsite-storage", { method: "PUT", token, json });
  const test = (json: OffsiteStorageInput) =>
    t.request("/api/admin/offsite-storage/test", { method: "POST", token, json });
  const list = async () =>
    api.listBackups.response.parse(await (await t.request("/api/admin/backups", { token })).json());
  const backUpNow = async () => {
    const response = await t.request("/api/admin/backups", { method: "POST", token });
    expect(response.status).toBe(201);
    return api.createBackup.response.parse(await response.json());
  };
  /** The copies in the folder, by their backups' names. */
  const copiesThere = async () =>
    (await s3.keys())
      .filter((key) => /^shop\/backups\/shop-[^/]*\.tar\.gz$/.test(key))
      .map((key) => key.slice(FOLDER.length + 1, -".tar.gz".length));

  it("has none set at first, and copies nothing", async () => {
    const response = await t.request("/api/admin/offsite-storage", { token });
    expect(await response.json()).toEqual({
      enabled: false,
      endpoint: "",
      region: "",
      bucket: "",
      folder: "",
      accessKeyId: "",
      pathStyle: false,
      secretSet: false,
    });
    await backUpNow();
    await t.backups.catchUpOffsite();
    expect(await s3.keys()).toEqual([]);
    expect((await list()).offsite).toEqual({ enabled: false, copying: false, lastCopy: null });
  });

  it("saves the storage, sealing the secret key, which no answer ever holds", async () => {
    const saved = await save(s3.settings({ folder: FOLDER }));
    expect(saved.status).toBe(200);
    const answers = [
      await saved.text(),
      await (await t.request("/api/admin/offsite-storage", { token })).text(),
      await (await test(s3.settings({ folder: FOLDER }))).text(),
      await (await test(s3.settings({ secretAccessKey: "wrong" }))).text(),
      JSON.stringify(await list()),
    ];
    expect(JSON.parse(answers[0] ?? "")).toEqual({
      ...s3.settings({ folder: FOLDER, secretAccessKey: undefined }),
      secretSet: true,
    });
    for (const answer of answers) expect(answer).not.toContain(s3.secretAccessKey);
    expect(t.repos.flags.get("backup.offsite")).not.toContain(s3.secretAccessKey);
    const activity = t.repos.audit.recent({ limit: 1, kind: "backups" });
    expect(activity[0]).toMatchObject({
      actor: "owner",
      action: "backup.offsite-set",
      entityName: "shop-backups/shop/backups",
    });
  });

  it("keeps the stored secret key when saved blank, and asks for one when none is stored", async () => {
    const missing = await save(s3.settings({ secretAccessKey: "" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      issues: [{ path: "secretAccessKey", message: "Secret key is required", check: { check: "required" } }],
    });
    expect((await save(s3.settings())).status).toBe(200);
    const kept = await save(s3.settings({ secretAccessKey: "", folder: FOLDER }));
    expect(await kept.json()).toMatchObject({ folder: FOLDER, secretSet: true });
    expect((await test(s3.settings({ secretAccessKey: "" }))).status).toBe(200);
  });

  it("refuses settings a storage could not use, under their fields", async () => {
    const response = await save(
      s3.settings({
        endpoint: "s3.example.com",
        bucket: "my bucket",
        folder: "/backups/",
        region: "us east",
      }),
    );
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: { path: string }[] };
    expect(issues.map((issue) => issue.path).sort()).toEqual(["bucket", "endpoint", "folder", "region"]);
  });

  describe("a test of the connection", () => {
    it("says the storage took the key and the bucket, leaving nothing behind", async () => {
      const response = await test(s3.settings({ folder: FOLDER }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ bucket: s3.bucket, copies: 0 });
      expect(await s3.keys()).toEqual([]);
    });

    it.each([
      ["a wrong secret key", { secretAccessKey: "not-the-secret" }, "offsiteWrongSecret"],
      ["an unknown access key ID", { accessKeyId: "NOBODY" }, "offsiteWrongKeyId"],
      ["a bucket that is not there", { bucket: "no-such-bucket" }, "offsiteNoSuchBucket"],
    ] as const)("tells %s apart", async (_, changes, code) => {
      const response = await test(s3.settings(changes));
      expect(response.status).toBe(502);
      const answer = (await response.json()) as { error: string; code: string };
      expect(answer.code).toBe(code);
      expect(answer.error).toBe(refusalWords(code));
    });

    it("says when the storage cannot be reached", async () => {
      const response = await test(s3.settings({ endpoint: `http://127.0.0.1:${await freePort()}` }));
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({
        code: "offsiteUnreachable",
        error: refusalWords("offsiteUnreachable"),
      });
    });

    it("says when the stored secret key cannot be opened on this server", async () => {
      await save(s3.settings());
      const sealedElsewhere = createSecretBox(randomBytes(32), "offsite storage secret key", "").seal(
        s3.secretAccessKey,
      );
      const stored = JSON.parse(t.repos.flags.get("backup.offsite") ?? "{}");
      t.repos.flags.set("backup.offsite", JSON.stringify({ ...stored, secretAccessKey: sealedElsewhere }));
      const response = await test(s3.settings({ secretAccessKey: "" }));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: refusalWords("offsiteSecretUnreadable"),
        code: "offsiteSecretUnreadable",
      });
    });
  });

  it("copies each backup as its .tar.gz, in the background, and the list tells when", async () => {
    await save(s3.settings({ folder: FOLDER }));
    const { name } = await backUpNow();
    expect((await list()).offsite.copying).toBe(true);
    await t.backups.catchUpOffsite();
    expect(await s3.keys()).toEqual([`${FOLDER}/${name}.tar.gz`]);
    expect((await list()).offsite).toEqual({
      enabled: true,
      copying: false,
      lastCopy: { at: t.now().toISOString(), backup: name, copied: true, error: null },
    });
    expect(t.repos.audit.recent({ limit: 1, kind: "backups" })[0]).toMatchObject({
      actor: "offsite copy",
      action: "backup.copied-offsite",
      entityName: name,
    });
    // A backup already there is not sent again.
    t.advance(HOUR_MS);
    await t.backups.backUpIfDue();
    await t.backups.catchUpOffsite();
    expect((await list()).offsite.lastCopy?.at).not.toBe(t.now().toISOString());
  });

  it("sends a backup larger than a part in parts, whole", async () => {
    // Photos that do not compress: the archive spans three parts of the upload.
    const photo = path.join(uploadsDir, "0123456789abcdef0123456789abcdef");
    fs.mkdirSync(photo);
    fs.writeFileSync(path.join(photo, "1080.jpg"), randomBytes(20 * 1024 * 1024));
    await save(s3.settings());
    const { name } = await backUpNow();
    await t.backups.catchUpOffsite();
    expect((await list()).offsite.lastCopy?.copied).toBe(true);
    const copy = path.join(uploadsDir, "copy.tar.gz");
    await s3.download(`${name}.tar.gz`, copy);
    const download = await t.request(`/api/admin/backups/${name}`, { token });
    const archive = Buffer.from(await download.arrayBuffer());
    expect(fs.statSync(copy).size).toBeGreaterThan(20 * 1024 * 1024);
    expect(fs.readFileSync(copy).equals(archive)).toBe(true);
  });

  it("lists this shop's copies in the storage, and brings one back to the server's backups to restore", async () => {
    const none = await t.request("/api/admin/offsite-storage/copies", { token });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: "offsiteNotSet" });

    await save(s3.settings({ folder: FOLDER }));
    const { name } = await backUpNow();
    await t.backups.catchUpOffsite();
    await s3.put(`${FOLDER}/notes.txt`, "not a backup of this shop's");
    const listed = await t.request("/api/admin/offsite-storage/copies", { token });
    expect(api.offsiteCopies.response.parse(await listed.json())).toEqual({
      copies: [{ name, createdAt: "2026-11-22T04:00:00.000Z" }],
    });

    // The server's own backup is lost with its disk; the copy brings it back, checked, under its name.
    fs.rmSync(path.join(t.backupsDir, name), { recursive: true });
    expect((await list()).backups).toEqual([]);
    const brought = await t.request(`/api/admin/offsite-storage/copies/${name}/bring-back`, {
      method: "POST",
      token,
    });
    expect(brought.status).toBe(201);
    const kept = api.bringBackOffsiteCopy.response.parse(await brought.json());
    expect(kept).toMatchObject({ name, createdAt: "2026-11-22T04:00:00.000Z" });
    expect((await list()).backups).toEqual([kept]);
    const contents = await t.request(`/api/admin/backups/${name}/contents`, { token });
    expect(contents.status).toBe(200);

    const missing = await t.request(
      "/api/admin/offsite-storage/copies/shop-2020-01-01T00-00-00-000Z/bring-back",
      {
        method: "POST",
        token,
      },
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "offsiteCopyNotFound" });

    // A copy that is no backup of this shop is refused as a sent-back file would be, and nothing is kept.
    await s3.put(`${FOLDER}/shop-2026-01-01T00-00-00-000Z.tar.gz`, "not an archive");
    const damaged = await t.request(
      "/api/admin/offsite-storage/copies/shop-2026-01-01T00-00-00-000Z/bring-back",
      { method: "POST", token },
    );
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({ code: "backupNotAnArchive" });
    expect((await list()).backups).toEqual([kept]);
  });

  it("copies the newest backup when the owner saves the settings, once there is one", async () => {
    const { name } = await backUpNow();
    await save(s3.settings());
    await t.backups.catchUpOffsite();
    expect(await s3.keys()).toEqual([`${name}.tar.gz`]);
  });

  it("keeps copies by the backups' own retention, and leaves what is not ours alone", async () => {
    const foreign = [
      `${FOLDER}/notes.txt`,
      `${FOLDER}/shop-2026-11-01T04-00-00-000Z.tar.gz.partial`,
      `${FOLDER}/older/shop-2026-11-01T04-00-00-000Z.tar.gz`,
      "shop-2026-11-01T04-00-00-000Z.tar.gz",
    ];
    for (const key of foreign) await s3.put(key, "not a backup of this shop's");
    await t.request("/api/admin/backups/retention", {
      method: "PUT",
      token,
      json: { keepDaily: 2, keepWeekly: 0 },
    });
    await save(s3.settings({ folder: FOLDER }));
    const made: string[] = [];
    for (let day = 0; day < 4; day++) {
      made.push((await backUpNow()).name);
      await t.backups.catchUpOffsite();
      t.advance(DAY_MS);
      // A day on, the owner signs in again: a session unused for a day has ended.
      token = await t.login();
    }
    expect(await copiesThere()).toEqual(made.slice(2).sort());
    for (const key of foreign) expect(await s3.keys()).toContain(key);
  });

  it("records, logs and tries again at the next hourly check a copy that failed, never the local backup", async () => {
    await save(s3.settings({ bucket: "made-later" }));
    const { name } = await backUpNow();
    await t.backups.catchUpOffsite();
    const { offsite, backups } = await list();
    expect(backups.map((backup) => backup.name)).toEqual([name]);
    expect(offsite.lastCopy).toEqual({
      at: t.now().toISOString(),
      backup: name,
      copied: false,
      error: {
        code: "offsiteNoSuchBucket",
        message: expect.stringContaining(refusalWords("offsiteNoSuchBucket")),
      },
    });
    expect(offsite.copying).toBe(false);
    expect(logged.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "offsite copy failed",
        backup: name,
        code: "offsiteNoSuchBucket",
      }),
    ]);

    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: s3.secretAccessKey },
    });
    await client.send(new CreateBucketCommand({ Bucket: "made-later" }));
    client.destroy();
    t.advance(HOUR_MS);
    expect(await t.backups.backUpIfDue()).toBeNull();
    await t.backups.catchUpOffsite();
    expect((await list()).offsite.lastCopy).toEqual({
      at: t.now().toISOString(),
      backup: name,
      copied: true,
      error: null,
    });
  });

  describe("with a key that may not delete", () => {
    beforeEach(async () => {
      await s3.stop();
      s3 = await startLocalS3({ forbidden: isDeletion });
    });

    it("fails the test of the connection, saying so", async () => {
      const response = await test(s3.settings());
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: "offsiteAccessDenied" });
    });

    it("copies, warns that older copies stay, and does not send the same backup again", async () => {
      await t.request("/api/admin/backups/retention", {
        method: "PUT",
        token,
        json: { keepDaily: 1, keepWeekly: 0 },
      });
      await save(s3.settings());
      const older = await backUpNow();
      await t.backups.catchUpOffsite();
      t.advance(DAY_MS);
      // A day on, the owner signs in again: a session unused for a day has ended.
      token = await t.login();
      const { name } = await backUpNow();
      await t.backups.catchUpOffsite();
      const { lastCopy } = (await list()).offsite;
      expect(lastCopy).toMatchObject({ backup: name, copied: true, error: { code: "offsiteCleanupFailed" } });
      expect(await s3.keys()).toEqual([`${older.name}.tar.gz`, `${name}.tar.gz`]);
      t.advance(HOUR_MS);
      await t.backups.backUpIfDue();
      await t.backups.catchUpOffsite();
      expect((await list()).offsite.lastCopy).toEqual(lastCopy);
    });
  });

  it("says the stored secret key cannot be opened when a copy needs it", async () => {
    await save(s3.settings());
    const stored = JSON.parse(t.repos.flags.get("backup.offsite") ?? "{}");
    const sealedElsewhere = createSecretBox(randomBytes(32), "offsite storage secret key", "").seal("x");
    t.repos.flags.set("backup.offsite", JSON.stringify({ ...stored, secretAccessKey: sealedElsewhere }));
    await backUpNow();
    await t.backups.catchUpOffsite();
    expect((await list()).offsite.lastCopy?.error?.code).toBe("offsiteSecretUnreadable");
  });

  it("stops copying when turned off", async () => {
    await save(s3.settings());
    await save(s3.settings({ enabled: false, secretAccessKey: "" }));
    expect(t.repos.audit.recent({ limit: 1, kind: "backups" })[0]).toMatchObject({
      action: "backup.offsite-off",
    });
    await backUpNow();
    await t.backups.catchUpOffsite();
    expect(await s3.keys()).toEqual([]);
  });

  it("restores from a downloaded copy, with the restore command's own function: the items and their photos", async () => {
    const uploaded = await t.request("/api/uploads", {
      method: "POST",
      token,
      body: photoForm(await testPhoto({ width: 800, height: 1000 })),
    });
    const photo = uploadedImageSchema.parse(await uploaded.json());
    const created = await t.request("/api/jewelry", {
      method: "POST",
      token,
      json: {
        name: "Shapla Ring",
        description: "A ring with a lotus motif.",
        category: "Ring",
        metal: "Gold",
        purity: "22K",
        weight: 4.2,
        imageUrl: photo.url,
      },
    });
    expect(created.status).toBe(201);
    await save(s3.settings({ folder: FOLDER }));
    const { name } = await backUpNow();
    await t.backups.catchUpOffsite();

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-restore-offsite-"));
    try {
      const file = path.join(dataDir, `${name}.tar.gz`);
      await s3.download(`${FOLDER}/${name}.tar.gz`, file);
      openDatabase(databasePath(dataDir)).close();
      const restored = await restoreBackupFrom(dataDir, file);
      expect(restored).toMatchObject({ items: 1, photos: 1 });
      const db = openDatabase(databasePath(dataDir));
      expect(db.prepare("SELECT name, image_url FROM jewelry").all()).toEqual([
        { name: "Shapla Ring", image_url: photo.url },
      ]);
      db.close();
      expect(storedFiles(path.join(dataDir, "uploads", photo.hash))).toEqual(
        storedFiles(path.join(uploadsDir, photo.hash)),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
