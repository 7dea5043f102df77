import { beforeEach, describe, expect, it } from "vitest";
import type { ContactMessage } from "#core/schemas/contact-message";
import { createTestApp, type TestApp } from "../../testing/test-app";

const message = {
  firstName: "Nusrat",
  lastName: "Jahan",
  phone: "+880 1711-555666",
  message: "I would like to ask about these pieces.",
};

describe("a message asking about the pieces of a visitor's list", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.login();
  });

  const send = (body: unknown, key?: string) =>
    t.request("/api/contact-messages", {
      method: "POST",
      json: body,
      headers: key ? { "idempotency-key": key } : {},
    });
  const inbox = async () =>
    (await (await t.request("/api/contact-messages", { token })).json()) as ContactMessage[];

  it("keeps the pieces in the visitor's order, and a message without them keeps the spec's shape", async () => {
    expect((await send({ ...message, pieces: ["c", "a", "b"] })).status).toBe(201);
    expect((await send(message)).status).toBe(201);
    const [plain, enquiry] = await inbox();
    expect(enquiry?.pieces).toEqual(["c", "a", "b"]);
    expect(plain).not.toHaveProperty("pieces");
  });

  // A piece sold between the visitor's adding it and the message reaching the shop is still asked about.
  it("takes ids the catalogue does not hold: the owner sees those pieces as gone", async () => {
    expect((await send({ ...message, pieces: ["no-such-piece"] })).status).toBe(201);
    expect((await inbox())[0]?.pieces).toEqual(["no-such-piece"]);
  });

  it("stores it once under one Idempotency-Key, and refuses the key for other pieces", async () => {
    const key = "outbox-list-0001";
    expect((await send({ ...message, pieces: ["a", "b"] }, key)).status).toBe(201);
    expect((await send({ ...message, pieces: ["a", "b"] }, key)).status).toBe(201);
    const reused = await send({ ...message, pieces: ["a"] }, key);
    expect(reused.status).toBe(422);
    expect(await inbox()).toHaveLength(1);
  });

  it.each([
    [[], "Pieces, when sent, must name at least one piece"],
    [["a", "a"], "Pieces: each piece can be listed once"],
    [[""], "Pieces must list item ids"],
    ["a", "Pieces must be a list of item ids"],
    [Array.from({ length: 41 }, (_, index) => `p${index}`), "A message can ask about at most 40 pieces"],
  ])("refuses pieces %j with a specific message", async (pieces, error) => {
    const response = await send({ ...message, pieces });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(error);
    expect(await inbox()).toEqual([]);
  });
});
