import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "./db";
import { flushOutbox, sendContactMessage } from "./outbox";

const message = {
  firstName: "Nusrat",
  lastName: "Jahan",
  phone: "01711555666",
  message: "Is the ring in stock?",
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the contact outbox", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends at once when online, with an Idempotency-Key, and leaves nothing queued", async () => {
    const fetchMock = vi.fn(async () =>
      answer(201, { _id: "m1", ...message, status: "unread", createdAt: "" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    expect(await sendContactMessage(message)).toEqual({ kind: "sent" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact-messages");
    expect(new Headers(init.headers).get("idempotency-key")).toMatch(/^msg-[0-9a-f-]{36}$/);
    expect(JSON.parse(init.body as string)).toEqual(message);
    expect(await db.outbox.count()).toBe(0);
  });

  it("keeps the message when the network is down and sends it later with the same key, once", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await sendContactMessage(message)).toEqual({ kind: "queued" });
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ payload: message, attempts: 1 });

    const keys: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get("idempotency-key") ?? "");
        return answer(201, {});
      }),
    );
    await flushOutbox();
    await flushOutbox();
    expect(keys).toEqual([queued?.key]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("keeps retrying on a server error or throttling, but drops a message the server refuses as invalid", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(503, { error: "Service unavailable" })),
    );
    expect(await sendContactMessage(message)).toEqual({ kind: "queued" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(429, { error: "Too many messages" })),
    );
    await flushOutbox();
    expect(await db.outbox.count()).toBe(1);

    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(400, {
          error: "Please enter a valid phone number",
          issues: [{ path: "phone", message: "Please enter a valid phone number" }],
        }),
      ),
    );
    const outcome = await sendContactMessage({ ...message, phone: "x" });
    expect(outcome).toEqual({
      kind: "rejected",
      message: "Please enter a valid phone number",
      issues: [{ path: "phone", message: "Please enter a valid phone number" }],
    });
  });
});
