import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityEntry } from "#core/schemas/activity";
import { createTestApp, TEST_ADMIN, type TestApp } from "../testing/test-app";
import { MESSAGES_PER_DEVICE_PER_HOUR } from "./contact-messages/contact-send-limits";

const PROXY = "127.0.0.1";
const STRANGER = "203.0.113.4";

describe("behind a proxy listed in TRUST_PROXY", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ trustProxy: { kind: "addresses", addresses: ["loopback"] } });
  });

  /** A request arriving from `peer`, with the X-Forwarded-For it carries. */
  const from = (
    peer: string,
    forwardedFor: string,
    path: string,
    init: { json: unknown; headers?: Record<string, string> },
  ) =>
    t.request(path, {
      method: "POST",
      json: init.json,
      address: peer,
      headers: { "x-forwarded-for": forwardedFor, ...init.headers },
    });
  const login = (peer: string, forwardedFor: string, username: string, password = "wrong guess") =>
    from(peer, forwardedFor, "/api/admin/login", { json: { username, password } });

  it("throttles logins by the client the proxy names, each client apart", async () => {
    for (let i = 0; i < 10; i++) expect((await login(PROXY, "198.51.100.7", `user${i}`)).status).toBe(401);
    expect((await login(PROXY, "198.51.100.7", "owner", TEST_ADMIN.password)).status).toBe(429);
    expect((await login(PROXY, "198.51.100.8", "owner", TEST_ADMIN.password)).status).toBe(200);
  });

  it("keeps a client in its own login bucket whatever X-Forwarded-For it sends itself", async () => {
    // The proxy appends the address it saw after whatever the client wrote.
    for (let i = 0; i < 10; i++) await login(PROXY, `10.0.0.${i}, 198.51.100.7`, `user${i}`);
    expect((await login(PROXY, "198.51.100.8, 198.51.100.7", "owner", TEST_ADMIN.password)).status).toBe(429);
  });

  it("throttles whoever reaches the server directly by their own address, forged header or not", async () => {
    for (let i = 0; i < 10; i++) await login(STRANGER, `198.51.100.${i}`, `user${i}`);
    expect((await login(STRANGER, "198.51.100.99", "owner", TEST_ADMIN.password)).status).toBe(429);
    expect((await login(PROXY, "198.51.100.99", "owner", TEST_ADMIN.password)).status).toBe(200);
  });

  it("records the client's address in the activity log", async () => {
    await login(PROXY, "6.6.6.6, 198.51.100.7", "root");
    const token = await t.login();
    const [, failed] = (await (
      await t.request("/api/admin/activity?kind=sign-ins", { token })
    ).json()) as ActivityEntry[];
    expect(failed).toMatchObject({ action: "admin.sign-in-failed", entityId: "198.51.100.7" });
  });

  it("limits contact messages by the client the proxy names", async () => {
    const message = {
      firstName: "Nusrat",
      lastName: "Jahan",
      phone: "+880 1711-555666",
      message: "Is it in stock?",
    };
    const send = (forwardedFor: string) =>
      from(PROXY, forwardedFor, "/api/contact-messages", {
        json: message,
        headers: { "x-device-key": "device-aaaa" },
      });
    for (let i = 0; i < MESSAGES_PER_DEVICE_PER_HOUR; i++)
      expect((await send("198.51.100.7")).status).toBe(201);
    expect((await send("198.51.100.7")).status).toBe(429);
    expect((await send("198.51.100.8")).status).toBe(201);
  });

  it("marks the known-device cookie Secure only when a trusted proxy says the browser used https", async () => {
    const cookieFrom = async (peer: string) => {
      const response = await from(peer, "198.51.100.7", "/api/admin/login", {
        json: TEST_ADMIN,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.status).toBe(200);
      return response.headers.get("set-cookie") ?? "";
    };
    expect(await cookieFrom(PROXY)).toMatch(/^known_device=.*; Secure/);
    expect(await cookieFrom(STRANGER)).not.toMatch(/Secure/);
  });
});
