import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

// The built server behind Caddy running the shipped deploy/Caddyfile, as "Put the shop online" sets
// them up: TRUST_PROXY=1, HOST=127.0.0.1, HTTPS from Caddy (its own authority, for 127.0.0.1).
const CADDY = process.env.CADDY_PATH ?? "caddy";
const root = path.resolve(import.meta.dirname, "..");

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A process whose stderr is kept, to tell why it did not come up. */
function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
  const started = { child, stderr: [] as string[], ended: false };
  child.stderr?.on("data", (chunk: Buffer) => started.stderr.push(chunk.toString()));
  child.on("exit", () => {
    started.ended = true;
  });
  // Not installed, most likely: said at once rather than after waiting for an answer.
  child.on("error", (error) => {
    started.stderr.push(`${command}: ${error.message}`);
    started.ended = true;
  });
  return started;
}

async function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(kill);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** A request from the local address `from` (any of 127.0.0.0/8), on a connection of its own. */
function request(
  url: string,
  init: { from?: string; method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const options: https.RequestOptions = {
    method: init.method ?? "GET",
    localAddress: init.from,
    agent: false,
    rejectUnauthorized: false,
    headers: { ...(body && { "content-type": "application/json" }), ...init.headers },
  };
  return new Promise((resolve, reject) => {
    const sent = (url.startsWith("https:") ? https : http).request(url, options, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

async function untilAnswers(url: string, started: ReturnType<typeof start>) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (started.ended) break;
    const answer = await request(url).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer:\n${started.stderr.join("")}`);
}

let folder: string;
let site: string;
let direct: string;
const running: ChildProcess[] = [];

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-behind-proxy-"));
  const [appPort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
  site = `https://127.0.0.1:${httpsPort}`;
  direct = `http://127.0.0.1:${appPort}`;

  const app = start(process.execPath, ["server/dist/main.js"], {
    PATH: process.env.PATH ?? "",
    PORT: String(appPort),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(folder, "data"),
    TRUST_PROXY: "1",
    PUBLIC_URL: site,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "warn",
  });
  running.push(app.child);
  await untilAnswers(`${direct}/api/health`, app);

  // Only what a test needs on top of the shipped file: loopback only, free ports, no admin API, and
  // Caddy's own authority kept in the test's folder, never installed into the machine's trust store.
  const caddyfile = path.join(folder, "Caddyfile");
  fs.writeFileSync(
    caddyfile,
    `{
\tadmin off
\tskip_install_trust
\tauto_https disable_redirects
\tdefault_bind 127.0.0.1
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tstorage file_system ${path.join(folder, "caddy")}
}
import ${path.join(root, "deploy", "Caddyfile")}
`,
  );
  const caddy = start(CADDY, ["run", "--adapter", "caddyfile", "--config", caddyfile], {
    PATH: process.env.PATH ?? "",
    HOME: folder,
    XDG_DATA_HOME: path.join(folder, "caddy"),
    XDG_CONFIG_HOME: path.join(folder, "caddy"),
    SHOP_DOMAIN: "127.0.0.1",
    SHOP_UPSTREAM: `127.0.0.1:${appPort}`,
  });
  running.push(caddy.child);
  await untilAnswers(`${site}/api/health`, caddy);
});

test.afterAll(async () => {
  await Promise.all(running.splice(0).map(stop));
  fs.rmSync(folder, { recursive: true, force: true });
});

test.describe("the shop behind Caddy", () => {
  test("counts failed sign-ins by the address Caddy saw, whatever X-Forwarded-For a visitor sends", async () => {
    // Eleven password checks at the production cost, on a machine the other specs share.
    test.slow();
    const signIn = (from: string, password: string, username = E2E_ADMIN.username, claimed?: string) =>
      request(`${site}/api/admin/login`, {
        from,
        method: "POST",
        json: { username, password },
        headers: claimed ? { "x-forwarded-for": claimed } : {},
      });
    // Ten wrong tries from 127.0.0.2, each claiming to come from 127.0.0.3.
    for (let i = 0; i < 10; i++)
      expect((await signIn("127.0.0.2", "wrong password", `guess${i}`, "127.0.0.3")).status).toBe(401);

    const blocked = await signIn("127.0.0.2", E2E_ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn("127.0.0.2", E2E_ADMIN.password, undefined, "127.0.0.9")).status).toBe(429);
    expect((await signIn("127.0.0.3", E2E_ADMIN.password)).status).toBe(200);
  });

  test("the owner signs in over https and the browser keeps the known-device cookie as Secure", async ({
    browser,
  }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      await page.goto(`${site}/admin/login`);
      await page.getByLabel("Username").fill(E2E_ADMIN.username);
      await page.getByLabel("Password").fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible();
      // Sent with the login call alone, so kept under its path.
      const cookies = await context.cookies(`${site}/api/admin/login`);
      expect(cookies.find((cookie) => cookie.name === "known_device")).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: "Strict",
      });
    } finally {
      await context.close();
    }
  });

  // Its PUBLIC_URL is https: browsers reach it over https, whichever way this request came.
  test("without Caddy's word on https, the cookie is still Secure on a site whose address is https", async () => {
    const answer = await request(`${direct}/api/admin/login`, {
      method: "POST",
      json: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]?.join()).toMatch(/^known_device=.*; Secure/);
  });
});
