import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ContactMessageReceipt } from "#core/schemas/contact-message";
import { type RunningServer, startServerProcess, stopServerProcess } from "./testing/server-process";

const ADMIN = { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "durable gold 2026" };

describe("the real server process", () => {
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await stopServerProcess(server, "SIGKILL");
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const start = async (dataDir: string) => {
    const server = await startServerProcess({ DATA_DIR: dataDir, ...ADMIN });
    servers.push(server);
    return server;
  };

  it("keeps a write acknowledged with 201 when it is killed with SIGKILL right after", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-durable-"));
    dirs.push(dataDir);
    const first = await start(dataDir);
    const sent = { firstName: "Rafi", lastName: "Ahmed", phone: "01711000000", message: "Call me back" };
    const response = await fetch(`${first.url}/api/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(sent),
    });
    expect(response.status).toBe(201);
    first.process.kill("SIGKILL");
    const receipt = (await response.json()) as ContactMessageReceipt;
    await stopServerProcess(first, "SIGKILL");

    const second = await start(dataDir);
    const login = await fetch(`${second.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const inbox = await fetch(`${second.url}/api/contact-messages`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await inbox.json()).toEqual([{ ...sent, ...receipt }]);
  }, 60_000);

  it("creates the first admin with a generated password shown once on stderr, apart from the JSON log", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-first-"));
    dirs.push(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(server);
    const password = /password: (\S+)/.exec(server.stderr.join(""))?.[1] ?? "";
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    // The log stream stays pure JSON lines, and never holds the password.
    expect(server.stdout.every((line) => line.startsWith("{"))).toBe(true);
    expect(server.stdout.join("\n")).not.toContain(password);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    expect(login.status).toBe(200);
    await stopServerProcess(server);
    const again = await start(dataDir);
    expect(again.output.join("\n")).not.toContain("password:");
  }, 60_000);

  it("shuts down cleanly on SIGTERM and keeps its token secret private", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-term-"));
    dirs.push(dataDir);
    const server = await start(dataDir);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await stopServerProcess(server, "SIGTERM");
    expect(server.process.exitCode).toBe(0);
    expect(server.output.join("\n")).toContain('"msg":"stopped"');
    expect(fs.statSync(path.join(dataDir, "token-secret")).mode & 0o777).toBe(0o600);
  }, 60_000);
});
