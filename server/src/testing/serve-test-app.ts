import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serveShop } from "../http/serve-shop";
import { createTestApp } from "./test-app";

/** The test app behind a real socket on a free loopback port, so connection-level behaviour is visible. */
export async function serveTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const server = serveShop(t, { port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    const closed = once(server, "close");
    server.close();
    server.closeAllConnections();
    await closed;
  };
  return { ...t, server, url: `http://127.0.0.1:${port}`, close };
}

export type ServedTestApp = Awaited<ReturnType<typeof serveTestApp>>;
