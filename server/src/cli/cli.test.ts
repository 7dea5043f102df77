import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUploadedImageUrl } from "#core/uploaded-image";
import { appCodeAt } from "../auth/two-factor";
import { projectRoot } from "../paths";
import { type RunningServer, startServerProcess, stopServerProcess } from "../testing/server-process";

const run = promisify(execFile);
const ADMIN = { username: "owner", password: "cli test password 2026" };

describe("command-line tools beside a running server", () => {
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cli-"));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await fetch(`${server.url}/api/init-sample-data-dev`, { method: "POST" });
  }, 60_000);
  afterAll(async () => {
    await stopServerProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (script: string, args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ["--import", "tsx", `server/src/cli/${script}`, ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
    });

  const login = (password: string) =>
    fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN.username, password }),
    });

  /** Every photo the items of a database show: the folder of each, by hash. */
  const photosShown = (database: string) => {
    const copy = new Database(database, { readonly: true });
    const rows = copy.prepare("SELECT image_url, images FROM jewelry").all() as {
      image_url: string;
      images: string;
    }[];
    copy.close();
    return rows
      .flatMap((row) => [row.image_url, ...(JSON.parse(row.images) as string[])])
      .map((url) => parseUploadedImageUrl(url));
  };

  it("backs up a consistent copy of the database and every photo while the site serves", async () => {
    const target = path.join(dataDir, "copies", "shop-copy");
    const { stdout } = await cli("backup.ts", [target]);
    expect(stdout).toMatch(new RegExp(`Backup written to ${target} \\(the database and \\d+ photos\\)`));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const database = path.join(target, "shop.sqlite");
    const copy = new Database(database, { readonly: true });
    const live = (await (await fetch(`${server.url}/api/jewelry`)).json()) as unknown[];
    expect(copy.prepare("SELECT COUNT(*) AS n FROM jewelry").get()).toEqual({ n: live.length });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    copy.close();
    expect(fs.statSync(database).mode & 0o777).toBe(0o600);

    const shown = photosShown(database);
    expect(shown.length).toBeGreaterThan(20);
    for (const photo of shown) {
      expect(photo).not.toBeNull();
      const largest = `${photo?.hash}/${photo?.width}.jpg`;
      expect(fs.readFileSync(path.join(target, "uploads", largest))).toEqual(
        fs.readFileSync(path.join(dataDir, "uploads", largest)),
      );
    }
    const stored = (folder: string) => fs.readdirSync(folder).filter((name) => /^[0-9a-f]{32}$/.test(name));
    expect(stored(path.join(target, "uploads"))).toEqual(stored(path.join(dataDir, "uploads")));
  }, 60_000);

  it("never writes a backup over a folder that holds anything", async () => {
    const target = path.join(dataDir, "copies", "taken");
    fs.mkdirSync(target, { recursive: true });
    fs.writeFileSync(path.join(target, "notes.txt"), "keep me");
    await expect(cli("backup.ts", [target])).rejects.toMatchObject({
      stderr: expect.stringContaining(`${target} is not empty: name a new folder for the backup`),
    });
    expect(fs.readdirSync(target)).toEqual(["notes.txt"]);
  }, 60_000);

  it.each([
    ["an existing file", true],
    ["a new .sqlite name", false],
  ])(
    "says a backup is a folder when named as %s, as backups once were",
    async (_, exists) => {
      const target = path.join(dataDir, "copies", `old-style-${exists}.sqlite`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (exists) fs.writeFileSync(target, "last night's backup");
      await expect(cli("backup.ts", [target])).rejects.toMatchObject({
        stderr: expect.stringContaining(`${target} is a file: a backup is now a folder`),
      });
      expect(fs.existsSync(target)).toBe(exists);
    },
    60_000,
  );

  it("keeps backups readable by the server's account only", async () => {
    const { stdout } = await cli("backup.ts", []);
    const written = /Backup written to (\S+)/.exec(stdout)?.[1] ?? "";
    expect(path.dirname(written)).toBe(path.join(dataDir, "backups"));
    expect(fs.statSync(path.dirname(written)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(written).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(written, "shop.sqlite")).mode & 0o777).toBe(0o600);
    const uploads = path.join(written, "uploads");
    expect(fs.statSync(uploads).mode & 0o777).toBe(0o700);
    const [photo = ""] = fs.readdirSync(uploads);
    expect(fs.statSync(path.join(uploads, photo)).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(path.join(uploads, photo)))
      expect(fs.statSync(path.join(uploads, photo, file)).mode & 0o777).toBe(0o600);
  }, 60_000);

  /** Runs an owner's command with the server stopped, as it must be, then starts the server again. */
  const withServerStopped = async <T>(command: () => Promise<T>): Promise<T> => {
    await stopServerProcess(server);
    try {
      return await command();
    } finally {
      server = await startServerProcess({ DATA_DIR: dataDir });
    }
  };

  it("resets a lost password once the server has stopped, printing the new one once and signing out old sessions", async () => {
    const before = (await (await login(ADMIN.password)).json()) as { token: string };
    await expect(cli("admin.ts", ["reset-password"])).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `${dataDir} is in use by the server (process ${server.process.pid}): stop it`,
      ),
    });
    expect((await login(ADMIN.password)).status).toBe(200);

    const { stdout } = await withServerStopped(() => cli("admin.ts", ["reset-password"]));
    const password = /password: (\S+)/.exec(stdout)?.[1] ?? "";
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await login(ADMIN.password)).status).toBe(401);
    expect((await login(password)).status).toBe(200);
    const session = await fetch(`${server.url}/api/admin/session`, {
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(session.status).toBe(401);
  }, 90_000);

  it("refuses a weak password from ADMIN_PASSWORD and explains its usage", async () => {
    await withServerStopped(() =>
      expect(cli("admin.ts", ["reset-password"], { ADMIN_PASSWORD: "password123" })).rejects.toMatchObject({
        stderr: expect.stringContaining("This password is too common"),
      }),
    );
    await expect(cli("admin.ts", [])).rejects.toMatchObject({
      stdout: expect.stringContaining("Usage: npm run admin"),
    });
  }, 90_000);

  const messagesIn = (database: string) => {
    const copy = new Database(database, { readonly: true });
    const names = copy.prepare("SELECT first_name FROM contact_messages ORDER BY id").pluck().all();
    copy.close();
    return names;
  };

  it("restores a backup only once the server has stopped, and the shop is then as the backup had it", async () => {
    const backup = path.join(dataDir, "copies", "before-the-message");
    await cli("backup.ts", [backup]);
    const sent = await fetch(`${server.url}/api/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Later",
        lastName: "Visitor",
        phone: "01711234567",
        message: "Hello",
      }),
    });
    expect(sent.status).toBe(201);
    expect(messagesIn(path.join(dataDir, "shop.sqlite"))).toContain("Later");

    await expect(cli("admin.ts", ["restore", backup])).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `${dataDir} is in use by the server (process ${server.process.pid}): stop it`,
      ),
    });
    await stopServerProcess(server);
    const { stdout } = await cli("admin.ts", ["restore", backup]);
    expect(stdout).toMatch(
      /^Restored .+: \d+ items and \d+ photos\. The data it replaced is kept in .+before-restore-/,
    );
    server = await startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(messagesIn(path.join(dataDir, "shop.sqlite"))).toEqual(
      messagesIn(path.join(backup, "shop.sqlite")),
    );
    expect(messagesIn(path.join(dataDir, "shop.sqlite"))).not.toContain("Later");
  }, 90_000);

  it("turns two-factor sign-in off for an owner locked out of it, with the password reset", async () => {
    const password = "cli two factor pass 2026";
    await withServerStopped(() => cli("admin.ts", ["reset-password"], { ADMIN_PASSWORD: password }));
    const { token } = (await (await login(password)).json()) as { token: string };
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/admin/two-factor${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const { secret } = (await (await post("/setup", { password })).json()) as { secret: string };
    expect((await post("/enable", { code: appCodeAt(secret, new Date()) })).status).toBe(200);
    expect(await (await login(password)).json()).toMatchObject({ code: "twoFactorRequired" });

    const { stdout } = await withServerStopped(() =>
      cli("admin.ts", ["reset-password", "--turn-off-two-factor"], { ADMIN_PASSWORD: password }),
    );
    expect(stdout).toContain("Two-factor sign-in is off: set it up again in Account Settings.");
    expect((await login(password)).status).toBe(200);
  }, 90_000);
});
