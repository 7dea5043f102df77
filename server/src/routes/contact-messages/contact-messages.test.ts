import { beforeEach, describe, expect, it } from "vitest";
import type { ContactMessage } from "#core/schemas/contact-message";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { MESSAGES_PER_ADDRESS_PER_HOUR, MESSAGES_PER_DEVICE_PER_HOUR } from "./contact-send-limits";

const message = {
  firstName: "Nusrat",
  lastName: "Jahan",
  phone: "+880 1711-555666",
  message: "Is the Shapla ring in stock?",
};

describe("contact messages API", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.login();
  });

  const send = (body: unknown = message, key?: string, device?: string) =>
    t.request("/api/contact-messages", {
      method: "POST",
      json: body,
      headers: { ...(key && { "idempotency-key": key }), ...(device && { "x-device-key": device }) },
    });
  const inbox = async () =>
    (await (await t.request("/api/contact-messages", { token })).json()) as ContactMessage[];

  it("stores a message from a visitor as unread, and answers only a receipt", async () => {
    const response = await send();
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as Record<string, unknown>;
    expect(receipt).toEqual({
      _id: expect.any(String),
      status: "unread",
      createdAt: "2026-11-22T04:00:00.000Z",
    });
    expect(await inbox()).toEqual([{ ...message, ...receipt }]);
  });

  it.each([
    [{ ...message, firstName: "" }, "First name is required"],
    [{ ...message, lastName: undefined }, "Last name is required"],
    [{ ...message, phone: "call me" }, "Please enter a valid phone number"],
    [{ ...message, phone: "" }, "Phone number is required"],
    [{ ...message, message: "   " }, "Message is required"],
    [{ ...message, message: "hello\u0000world" }, "Message contains characters that are not allowed"],
  ])("refuses %j with a specific message", async (body, error) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(error);
    expect(await inbox()).toEqual([]);
  });

  it("stores a message once however often the same Idempotency-Key is sent, answering like the first time", async () => {
    const first = await send(message, "outbox-7f3a9c2e-0001");
    const firstBody = await first.json();
    const second = await send(message, "outbox-7f3a9c2e-0001");
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(firstBody);
    // Spaces the schema trims away do not make it another message.
    const spaced = await send({ ...message, firstName: ` ${message.firstName} ` }, "outbox-7f3a9c2e-0001");
    expect(spaced.status).toBe(201);
    expect(await inbox()).toHaveLength(1);
    await send(message, "outbox-7f3a9c2e-0002");
    expect(await inbox()).toHaveLength(2);
  });

  it("refuses a known Idempotency-Key with a different message, and never tells what the first one said", async () => {
    await send(message, "outbox-7f3a9c2e-0003");
    const other = { firstName: "Someone", lastName: "Else", phone: "01811-000000", message: "Who wrote?" };
    const reused = await send(other, "outbox-7f3a9c2e-0003");
    expect(reused.status).toBe(422);
    const text = await reused.text();
    expect(JSON.parse(text)).toEqual({
      error:
        "This Idempotency-Key was already used for a different message. Send a new message with a new key.",
      code: "idempotencyKeyReused",
    });
    for (const personal of [message.firstName, message.lastName, message.phone, message.message])
      expect(text).not.toContain(personal);
    expect((await inbox()).map((m) => m.firstName)).toEqual([message.firstName]);
  });

  it("answers a replay of a message stored before bodies were hashed with a receipt only", async () => {
    const first = (await (await send(message, "outbox-7f3a9c2e-0004")).json()) as { _id: string };
    t.db.prepare("UPDATE contact_messages SET body_hash = NULL").run();
    const replay = await send({ ...message, phone: "01811-999999" }, "outbox-7f3a9c2e-0004");
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual({
      _id: first._id,
      status: "unread",
      createdAt: "2026-11-22T04:00:00.000Z",
    });
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const response = await send(message, "bad key!");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Idempotency-Key must be 8 to 100 letters, digits, - or _",
    });
  });

  it("limits how many messages one device may send in an hour, but never refuses a retry", async () => {
    for (let i = 0; i < MESSAGES_PER_DEVICE_PER_HOUR; i++)
      expect((await send(message, `key-000000-${i}`, "device-aaaa")).status).toBe(201);
    const limited = await send(message, "key-000000-20", "device-aaaa");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: "Too many messages were sent from this connection: please call us instead.",
      code: "tooManyMessages",
    });
    expect((await send(message, "key-000000-3", "device-aaaa")).status).toBe(201);
    // Another phone behind the same public address is not held back by the first.
    expect((await send(message, "key-000000-21", "device-bbbb")).status).toBe(201);
    t.advance(60 * 60_000);
    expect((await send(message, "key-000000-22", "device-aaaa")).status).toBe(201);
  });

  it("caps one address however many device keys it makes up", async () => {
    for (let i = 0; i < MESSAGES_PER_ADDRESS_PER_HOUR; i++)
      expect((await send(message, undefined, `device-${i}`)).status).toBe(201);
    const limited = await send(message, undefined, "device-fresh");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a malformed device key", async () => {
    const response = await send(message, undefined, "bad key!");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "X-Device-Key must be 8 to 100 letters, digits, - or _" });
    expect(await inbox()).toEqual([]);
  });

  it("lists newest first and moves unread → read → replied, never backwards", async () => {
    const older = (await (await send({ ...message, firstName: "Older" })).json()) as { _id: string };
    t.advance(60_000);
    const newer = (await (await send()).json()) as { _id: string };
    expect((await inbox()).map((m) => m._id)).toEqual([newer._id, older._id]);

    const read = await t.request(`/api/contact-messages/${older._id}/read`, { method: "PUT", token });
    expect(await read.json()).toMatchObject({ _id: older._id, status: "read" });
    const replied = await t.request(`/api/contact-messages/${older._id}/replied`, { method: "PUT", token });
    expect(await replied.json()).toMatchObject({ status: "replied" });
    const readAgain = await t.request(`/api/contact-messages/${older._id}/read`, { method: "PUT", token });
    expect(await readAgain.json()).toMatchObject({ status: "replied" });
    // Replied may be applied straight from unread.
    const direct = await t.request(`/api/contact-messages/${newer._id}/replied`, { method: "PUT", token });
    expect(await direct.json()).toMatchObject({ status: "replied" });
    expect(t.repos.audit.recent({ limit: 10, kind: "messages" }).map((e) => e.action)).toEqual([
      "message.replied",
      "message.replied",
      "message.read",
    ]);
    expect(t.repos.audit.recent({ limit: 1 })[0]?.entityName).toBe("Nusrat Jahan");
  });

  it("deletes a message, and answers 404 for unknown ids", async () => {
    const stored = (await (await send()).json()) as { _id: string };
    const deleted = await t.request(`/api/contact-messages/${stored._id}`, { method: "DELETE", token });
    expect(await deleted.json()).toEqual({ deleted: true, _id: stored._id });
    expect(await inbox()).toEqual([]);
    for (const [method, path] of [
      ["DELETE", ""],
      ["PUT", "/read"],
      ["PUT", "/replied"],
    ] as const) {
      const response = await t.request(`/api/contact-messages/${stored._id}${path}`, { method, token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Message not found" });
    }
  });
});
