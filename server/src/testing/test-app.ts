import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import webpush from "web-push";
import { createServer, type ServerOptions } from "../app";
import { hashPassword } from "../auth/passwords";
import { backupsDirectory } from "../backup/write-backup";
import { databasePath, openDatabase } from "../db/connection";
import type { ServerRender } from "../html/server-render";
import type { ProxyTrustSetting } from "../http/proxy-trust";
import { type Logger, silentLogger } from "../logger";
import type { LocateMailServer } from "../notifications/mail-server-address";
import type { Email, sendEmail } from "../notifications/mailer";
import { uploadsDirectory } from "../uploads/upload-store";
import { localMailServer } from "./local-smtp";

export const TEST_ADMIN = { username: "owner", password: "correct horse battery" } as const;
/** scrypt at 2^10: the same code path as production, fast enough for hundreds of logins. */
export const TEST_PASSWORD_COST = 10;

let sharedUploadsDir: string | undefined;

/**
 * One photo folder for every test app of a test file that names none: photos are stored by their
 * content, so the sample pictures the first seeding builds serve every later one. The folder exists
 * only once a photo is stored, and goes when the file's tests are done.
 */
export function sharedTestUploadsDir(): string {
  sharedUploadsDir ??= path.join(os.tmpdir(), `shop-test-uploads-${randomUUID()}`);
  return sharedUploadsDir;
}

/** Made once per test file: generating a key pair per app would slow every test for nothing. */
const testVapidKeys = webpush.generateVAPIDKeys();

/** Each test app's backups folder, made only when a test backs up. */
const backupsDirs: string[] = [];

afterAll(() => {
  if (sharedUploadsDir) fs.rmSync(sharedUploadsDir, { recursive: true, force: true });
  sharedUploadsDir = undefined;
  for (const dir of backupsDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The real app on a fresh in-memory database, with a clock the test can move. A test that looks at
 * what is stored gives `uploadsDir`, a folder of its own.
 */
export async function createTestApp(
  options: {
    sampleData?: boolean;
    staticDir?: string;
    publicUrl?: string;
    serverRender?: ServerRender;
    uploadsDir?: string;
    /** How emails leave; by default they are kept in `sentEmails`. */
    sendEmail?: typeof sendEmail;
    /**
     * Where the mail server the shop names is found: by default on this machine, at the port its
     * settings give (see localMailServer), which a live site never allows. A test of the live
     * site's rule names publicMailServers here.
     */
    locateMailServer?: LocateMailServer;
    /** Whether a push service on this machine may stand in over plain HTTP; yes, unless a test plays a live site. */
    localPushServices?: boolean;
    /** The proxies in front that may name the client (TRUST_PROXY); none by default. */
    trustProxy?: ProxyTrustSetting;
    /** Where the server logs (backups, notifications, requests); by default nowhere. */
    logger?: Logger;
    /** A data folder of the test's own, laid out as a live one, for a test that needs the database on a file. */
    dataDir?: string;
  } = {},
) {
  const { dataDir } = options;
  const db = openDatabase(dataDir ? databasePath(dataDir) : ":memory:");
  let clock = new Date("2026-11-22T04:00:00.000Z");
  const now = () => new Date(clock);
  const secret = randomBytes(32);
  const backupsDir = dataDir
    ? backupsDirectory(dataDir)
    : path.join(os.tmpdir(), `shop-test-backups-${randomUUID()}`);
  backupsDirs.push(backupsDir);
  const sentEmails: Email[] = [];
  const serverOptions: ServerOptions = {
    db,
    secret,
    logger: options.logger ?? silentLogger,
    uploadsDir: dataDir ? uploadsDirectory(dataDir) : (options.uploadsDir ?? sharedTestUploadsDir()),
    backupsDir,
    vapidKeys: testVapidKeys,
    now,
    passwordCost: TEST_PASSWORD_COST,
    sampleData: options.sampleData ?? true,
    staticDir: options.staticDir,
    serverRender: options.serverRender,
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    standIns: {
      locateMailServer: options.locateMailServer ?? localMailServer(),
      localPushServices: options.localPushServices ?? true,
      send: options.sendEmail ?? (async (_, email) => void sentEmails.push(email)),
    },
  };
  const { app, answerKeptPage, repos, uploads, backups, notifications } = createServer(serverOptions);
  repos.admins.create(
    TEST_ADMIN.username,
    "owner@example.com",
    await hashPassword(TEST_ADMIN.password, TEST_PASSWORD_COST),
  );

  /** `address` plays the client's address, as the socket of a real connection would give it. */
  const request = (
    path: string,
    init: RequestInit & { json?: unknown; token?: string; address?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const env = init.address ? { incoming: { socket: { remoteAddress: init.address } } } : undefined;
    return app.request(path, { ...init, headers, body }, env);
  };

  const login = async (username: string = TEST_ADMIN.username, password: string = TEST_ADMIN.password) => {
    const response = await request("/api/admin/login", { method: "POST", json: { username, password } });
    if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  };

  return {
    app,
    answerKeptPage,
    db,
    repos,
    secret,
    uploads,
    backups,
    backupsDir,
    notifications,
    sentEmails,
    request,
    login,
    /** Starts the server again on the same database, as a restart would. */
    startAgain: (changes: Partial<ServerOptions> = {}) => createServer({ ...serverOptions, ...changes }),
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
    now,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
