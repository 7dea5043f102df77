import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../paths";
import { type RunningServer, startServerProcess, stopServerProcess } from "../testing/server-process";

const run = promisify(execFile);
const folders: string[] = [];
const servers: RunningServer[] = [];

const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-start-"));
  folders.push(dir);
  return path.join(dir, "data");
};

afterEach(async () => {
  for (const server of servers.splice(0)) await stopServerProcess(server);
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const start = async (env: Record<string, string>) => {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
};

/** Starts the server expecting it to refuse: its exit code and what it wrote to stderr. */
async function refusal(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", ...env },
      timeout: 20_000,
    });
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
  throw new Error("the server started");
}

/** Nothing of the shop was made: no database, no lock. */
const untouched = (dataDir: string) =>
  !fs.existsSync(path.join(dataDir, "shop.sqlite")) && !fs.existsSync(path.join(dataDir, "data-folder.lock"));

describe("starting the server", () => {
  it.each([
    [
      "an empty PORT",
      { PORT: "" },
      /^PORT is set but empty: give a port number such as 3000, or unset it for 3000\n$/,
    ],
    ["a HOST with a port", { HOST: "127.0.0.1:3000" }, /^HOST must be an address of this machine, .*\n$/],
    [
      "a HOST this machine does not have",
      { HOST: "203.0.113.7", PORT: "3999" },
      /^HOST 203\.0\.113\.7 is not an address of this machine: use 127\.0\.0\.1 behind a proxy on this machine, or 0\.0\.0\.0 for every address\n$/,
    ],
  ])(
    "refuses %s in one line, before anything is made",
    async (_, env, line) => {
      const dataDir = newDataDir();
      const { code, stderr } = await refusal({ DATA_DIR: dataDir, ...env });
      expect(code).toBe(1);
      expect(stderr).toMatch(line);
      expect(untouched(dataDir)).toBe(true);
    },
    30_000,
  );

  it("refuses a port another program listens on, in one line, before anything is made", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const dataDir = newDataDir();
      const { code, stderr } = await refusal({ DATA_DIR: dataDir, PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Port ${port} on 127.0.0.1 is already in use by another program: stop it, or set PORT to a free port\n`,
      );
      expect(untouched(dataDir)).toBe(true);
    } finally {
      taken.close();
    }
  }, 30_000);

  it("refuses a data folder it cannot write to, in one line", async () => {
    const blocked = path.join(path.dirname(newDataDir()), "a-file");
    fs.writeFileSync(blocked, "not a folder");
    const { code, stderr } = await refusal({ DATA_DIR: path.join(blocked, "data") });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `DATA_DIR ${path.join(blocked, "data")} cannot be used (a file is in the way of that folder, ENOTDIR): point DATA_DIR at a folder this account owns, such as /var/lib/shop\n`,
    );
  }, 30_000);

  it("refuses a second server on the same data folder, and the first keeps serving and writing", async () => {
    const dataDir = newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const { code, stderr } = await refusal({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `DATA_DIR ${dataDir} is in use by the server (process ${first.process.pid}): stop it first, or give this server a DATA_DIR of its own\n`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    const sent = await fetch(`${first.url}/api/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Nasrin",
        lastName: "Akter",
        phone: "01711234567",
        message: "Hello",
      }),
    });
    expect(sent.status).toBe(201);

    await stopServerProcess(first);
    const second = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it("shows a newcomer the sample shop after signing in and backing up first, and a live site never", async () => {
    const owner = { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "first start pass 2026" };
    const seedAfterSignInAndBackup = async (env: Record<string, string>) => {
      const server = await start({ DATA_DIR: newDataDir(), ...owner, ...env });
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: owner.ADMIN_USERNAME, password: owner.ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const backup = await fetch(`${server.url}/api/admin/backups`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(backup.status).toBe(201);
      return (await fetch(`${server.url}/api/init-sample-data-dev`, { method: "POST" })).json();
    };
    expect(await seedAfterSignInAndBackup({})).toEqual({ seeded: true });
    expect(await seedAfterSignInAndBackup({ NODE_ENV: "production" })).toEqual({ seeded: false });
  }, 90_000);

  it("lets the next server start after one was killed outright", async () => {
    const dataDir = newDataDir();
    await stopServerProcess(await start({ DATA_DIR: dataDir }), "SIGKILL");
    const next = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
