/** The production build, built and served as the benchmarks that open pages in a browser need it. */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { api } from "#core/api";

const ROOT = path.resolve(import.meta.dirname, "..");
const STARTUP_TIMEOUT_MS = 30_000;

/** Builds the site and the server from the source as it stands, so the figures are never of a stale build. */
export async function build(): Promise<void> {
  const child = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`npm run build failed (${code})`);
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

export interface ServerOptions {
  origin: string;
  port: number;
  dataDir: string;
  /** Seed the sample shop on the home page's first visit. */
  sampleData: boolean;
  /** The admin's password on a fresh database; the bench signs in only when it gives one. */
  adminPassword?: string;
}

export const BENCH_ADMIN = "owner";

export function startServer({
  origin,
  port,
  dataDir,
  sampleData,
  adminPassword,
}: ServerOptions): ChildProcess {
  return spawn(process.execPath, [path.join("server", "dist", "main.js")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      // Canonical links and preview images are built from it, as in production.
      PUBLIC_URL: origin,
      SAMPLE_DATA: String(sampleData),
      // Given, so the first start prints no generated password.
      ADMIN_USERNAME: BENCH_ADMIN,
      ADMIN_PASSWORD: adminPassword ?? randomPassword(),
      LOG_LEVEL: "warn",
    },
  });
}

const randomPassword = () => randomBytes(24).toString("base64url");

export async function waitUntilServing(server: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited (${server.signalCode ?? server.exitCode}) before answering`);
    }
    const healthy = await fetch(`${origin}${api.health.path}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer in ${STARTUP_TIMEOUT_MS} ms`);
    await sleep(100);
  }
}
