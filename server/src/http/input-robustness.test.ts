import { beforeAll, describe, expect, it } from "vitest";
import { api, type Endpoint } from "#core/api";
import { buildPath } from "#core/endpoints";
import { oddBodies } from "../testing/hostile-input";
import { createTestApp, type TestApp } from "../testing/test-app";

const withBody = Object.entries(api as Record<string, Endpoint>).filter(([, endpoint]) => endpoint.body);

describe("odd input", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });

  for (const [name, endpoint] of withBody) {
    it.each(oddBodies)(`${name} answers 4xx JSON to %s`, async (_label, contentType, body) => {
      const response = await t.request(
        buildPath(endpoint.path, {
          id: "any-id",
          section: "homePage",
          name: "shop-2026-01-01T00-00-00-000Z",
        }),
        {
          method: endpoint.method,
          token: endpoint.admin ? token : undefined,
          headers: { "content-type": contentType, "idempotency-key": "robustness-test-key" },
          body,
        },
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("content-type")).toContain("application/json");
      const answer = (await response.json()) as { error: unknown };
      expect(typeof answer.error).toBe("string");
    });
  }

  it("answers the right status for each kind of bad request", async () => {
    const post = (contentType: string, body: string) =>
      t.request("/api/contact-messages", { method: "POST", headers: { "content-type": contentType }, body });
    expect((await post("text/plain", "{}")).status).toBe(415);
    expect(await (await post("application/json", "{")).json()).toEqual({
      error: "The request body is not valid JSON",
    });
    expect(await (await post("application/json", "[]")).json()).toEqual({
      error: "The request body must be a JSON object",
    });
    const tooLarge = await post("application/json", JSON.stringify({ message: "x".repeat(200_000) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "The request body is too large (64 kB at most)" });
    expect(tooLarge.headers.get("connection")).toBeNull();
  });

  it("refuses a body declared far over the limit without reading it, and ends the connection", async () => {
    const response = await t.request("/api/contact-messages", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(5 * 1024 * 1024) },
      body: "{}",
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ error: "The request body is too large (64 kB at most)" });
  });

  it.each([
    ["GET", "/api/nothing-here"],
    ["POST", "/api/jewelry/featured"],
    ["DELETE", "/api/website-settings"],
    ["GET", "/api/jewelry/%00"],
    ["GET", "/api/jewelry/..%2F..%2Fetc%2Fpasswd"],
    ["PATCH", "/api/jewelry"],
  ])("answers 404 JSON to %s %s", async (method, path) => {
    const response = await t.request(path, { method });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/not found|No such API call/i);
  });
});
