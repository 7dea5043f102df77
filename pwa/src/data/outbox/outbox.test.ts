import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "../device/db";
import { flushOutbox, sendContactMessage } from "./outbox";

const message = {
  firstName: "Nusrat",
  lastName: "Jahan",
  phone: "01711555666",
  message: "Is the ring in stock?",
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const receipt = { _id: "m1", status: "unread", createdAt: "2026-11-22T04:00:00.000Z" };
const offline = async () => {
  throw new TypeError("Failed to fetch");
};

/** A stubbed server answering with `respond`, recording the headers of every request. */
function server(respond: () => Promise<Response> | Response) {
  const headers: Headers[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      headers.push(new Headers(init.headers));
      return respond();
    }),
  );
  return headers;
}

/** A message the form could not send because the connection was down. */
async function queueOffline() {
  server(offline);
  expect(await sendContactMessage(message)).toEqual({ kind: "offline" });
  const [queued] = await db.outbox.toArray();
  return queued;
}

describe("the contact outbox", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends at once when online, with an Idempotency-Key and this device's key, and leaves nothing queued", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(201, receipt));
    vi.stubGlobal("fetch", fetchMock);
    expect(await sendContactMessage(message)).toEqual({ kind: "sent" });
    expect(await sendContactMessage(message)).toEqual({ kind: "sent" });
    const [[url, init], [, again]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(url).toBe("/api/contact-messages");
    const headers = new Headers(init.headers);
    expect(headers.get("idempotency-key")).toMatch(/^msg-[0-9a-f-]{36}$/);
    expect(headers.get("x-device-key")).toMatch(/^device-[0-9a-f-]{36}$/);
    expect(new Headers(again.headers).get("x-device-key")).toBe(headers.get("x-device-key"));
    expect(new Headers(again.headers).get("idempotency-key")).not.toBe(headers.get("idempotency-key"));
    expect(JSON.parse(init.body as string)).toEqual(message);
    expect(await db.outbox.count()).toBe(0);
  });

  it("keeps the message when the network is down and sends it later with the same key, once", async () => {
    const queued = await queueOffline();
    expect(queued).toMatchObject({ payload: message, attempts: 1, state: "waiting" });

    const headers = server(() => answer(201, receipt));
    expect(await flushOutbox()).toBe("done");
    expect(await flushOutbox()).toBe("done");
    expect(headers.map((h) => h.get("idempotency-key"))).toEqual([queued?.key]);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([
    [429, "Too many messages were sent from this connection: please call us instead."],
    [500, "Internal Server Error"],
    [503, "Service unavailable"],
  ])("hands a message answered %i back to the form without queueing it", async (status, error) => {
    server(() => answer(status, { error }));
    expect(await sendContactMessage(message)).toEqual({
      kind: "refused",
      status,
      message: error,
      issues: [],
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it("hands invalid input back to the form with the server's reasons", async () => {
    const issues = [{ path: "phone", message: "Please enter a valid phone number" }];
    server(() => answer(400, { error: "Please enter a valid phone number", issues }));
    expect(await sendContactMessage({ ...message, phone: "x" })).toEqual({
      kind: "refused",
      status: 400,
      message: "Please enter a valid phone number",
      issues,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it("keeps retrying a queued message on a server error or a throttle, and asks to be woken again", async () => {
    const queued = await queueOffline();
    server(() => answer(503, { error: "Service unavailable" }));
    expect(await flushOutbox()).toBe("retry-later");
    server(() => answer(429, { error: "Too many messages" }));
    expect(await flushOutbox()).toBe("retry-later");
    expect(await db.outbox.get(queued?.key ?? "")).toMatchObject({ state: "waiting", attempts: 3 });

    server(() => answer(201, receipt));
    expect(await flushOutbox()).toBe("done");
    expect(await db.outbox.count()).toBe(0);
  });

  it("marks a queued message the server refuses for good, keeps it for the visitor and stops sending it", async () => {
    const queued = await queueOffline();
    server(() => answer(413, { error: "The message is too large to send" }));
    expect(await flushOutbox()).toBe("done");
    expect(await db.outbox.get(queued?.key ?? "")).toMatchObject({
      payload: message,
      state: "refused",
      refusal: "The message is too large to send",
    });

    const headers = server(() => answer(201, receipt));
    expect(await flushOutbox()).toBe("done");
    expect(headers).toEqual([]);
  });

  it("sends a message left mid-send by a closed tab on the next flush", async () => {
    await db.outbox.put({
      key: "msg-left-behind-1",
      payload: message,
      createdAt: new Date().toISOString(),
      attempts: 0,
      state: "sending",
    });
    const headers = server(() => answer(201, receipt));
    expect(await flushOutbox()).toBe("done");
    expect(headers.map((h) => h.get("idempotency-key"))).toEqual(["msg-left-behind-1"]);
    expect(await db.outbox.count()).toBe(0);
  });
});
