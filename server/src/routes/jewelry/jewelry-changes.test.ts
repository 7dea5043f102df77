import { beforeEach, describe, expect, it } from "vitest";
import { CATALOGUE_PART_SIZE } from "#core/catalogue-parts";
import { type JewelryItem, jewelryInputSchema } from "#core/schemas/jewelry";
import type { JewelryChanges } from "#core/schemas/jewelry-changes";
import { REMOVALS_KEPT_DAYS } from "../../db/repositories/jewelry-repository";
import { createTestApp, type TestApp } from "../../testing/test-app";

const ring = {
  name: "Shapla Ring",
  description: "A 22K ring with a lotus motif.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "/images/sample/ring-gold.svg",
};

describe("GET /api/jewelry/changes", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const create = async (name: string) => {
    const response = await t.request("/api/jewelry", { method: "POST", token, json: { ...ring, name } });
    return (await response.json()) as JewelryItem;
  };
  const changes = async (since?: string, more = "") => {
    const query = [since ? `since=${since}` : "", more].filter(Boolean).join("&");
    const response = await t.request(`/api/jewelry/changes${query ? `?${query}` : ""}`);
    expect(response.status).toBe(200);
    return (await response.json()) as JewelryChanges;
  };
  const ids = (answer: JewelryChanges) => answer.items.map((item) => item._id);

  it("answers the whole catalogue to a device with no copy, with a cursor to come back with", async () => {
    const first = await create("First");
    const second = await create("Second");
    const answer = await changes();
    expect(answer.complete).toBe(true);
    expect(ids(answer).sort()).toEqual([first._id, second._id].sort());
    expect(answer.removed).toEqual([]);
    expect(answer.cursor).toMatch(/^[0-9a-f]{16}\.\d+$/);
  });

  it("answers only what changed after the cursor: the changed item, the new one and the removed id", async () => {
    const kept = await create("Kept");
    const changed = await create("Changed");
    const removed = await create("Removed");
    const { cursor } = await changes();

    expect(await changes(cursor)).toEqual({ cursor, complete: false, items: [], removed: [], next: null });

    await t.request(`/api/jewelry/${changed._id}`, { method: "PUT", token, json: { featured: true } });
    const added = await create("Added");
    await t.request(`/api/jewelry/${removed._id}`, { method: "DELETE", token });

    const answer = await changes(cursor);
    expect(answer.complete).toBe(false);
    expect(ids(answer)).toEqual([changed._id, added._id]);
    expect(answer.items[0]).toMatchObject({ name: "Changed", featured: true });
    expect(answer.removed).toEqual([removed._id]);
    expect(ids(answer)).not.toContain(kept._id);

    // The new cursor answers nothing more, and the one before it still answers the same.
    expect(await changes(answer.cursor)).toMatchObject({ complete: false, items: [], removed: [] });
    expect(ids(await changes(cursor))).toEqual([changed._id, added._id]);
  });

  it("answers the whole catalogue in parts of `limit` items, each naming where the next starts", async () => {
    const made = [];
    for (const name of ["One", "Two", "Three", "Four", "Five"]) made.push(await create(name));
    const byId = made.map((item) => item._id).sort();
    const first = await changes(undefined, "limit=2");
    expect(first).toMatchObject({ complete: true, removed: [], next: byId[1] });
    expect(ids(first)).toEqual(byId.slice(0, 2));
    const second = await changes(undefined, `after=${first.next}&limit=2`);
    expect(ids(second)).toEqual(byId.slice(2, 4));
    const last = await changes(undefined, `after=${second.next}&limit=2`);
    expect(last).toMatchObject({ complete: true, next: null });
    expect(ids(last)).toEqual(byId.slice(4));
    // A device's changes come whole, however many: `limit` cuts only the whole catalogue.
    expect(ids(await changes(first.cursor, "limit=1"))).toEqual([]);
  });

  it("answers a repeated question from its cache with a 304 until the catalogue changes", async () => {
    await create("First");
    const { cursor } = await changes();
    const first = await t.request(`/api/jewelry/changes?since=${cursor}`);
    const etag = first.headers.get("etag") ?? "";
    const again = await t.request(`/api/jewelry/changes?since=${cursor}`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    await create("Second");
    const after = await t.request(`/api/jewelry/changes?since=${cursor}`, {
      headers: { "If-None-Match": etag },
    });
    expect(after.status).toBe(200);
  });

  it("never answers more than a part of a whole catalogue at once: the first part when no limit is asked", async () => {
    t.repos.jewelry.createMany(
      Array.from({ length: CATALOGUE_PART_SIZE + 20 }, (_, i) =>
        jewelryInputSchema.parse({ ...ring, name: `Ring ${i}` }),
      ),
    );
    const first = await changes();
    expect(first.items).toHaveLength(CATALOGUE_PART_SIZE);
    expect(first).toMatchObject({ complete: true, next: first.items.at(-1)?._id });
    expect((await changes(undefined, `after=${first.next}`)).items).toHaveLength(20);
    const tooMany = await t.request(`/api/jewelry/changes?limit=${CATALOGUE_PART_SIZE + 1}`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: `limit must be between 1 and ${CATALOGUE_PART_SIZE}`,
    });
  });

  it("answers the whole catalogue again to a cursor from another log or from past the last change", async () => {
    const item = await create("Only");
    const { cursor } = await changes();
    const [name, change] = cursor.split(".");
    const otherLog = await changes(`${"0".repeat(16)}.${change}`);
    expect(otherLog).toMatchObject({ complete: true, cursor });
    expect(ids(otherLog)).toEqual([item._id]);
    expect(await changes(`${name}.${Number(change) + 5}`)).toMatchObject({ complete: true, cursor });
  });

  it("forgets removals after a year, and then answers the whole catalogue to cursors from before them", async () => {
    const early = await create("Removed early");
    const late = await create("Removed late");
    await create("Kept");
    const beforeRemovals = (await changes()).cursor;
    await t.request(`/api/jewelry/${early._id}`, { method: "DELETE", token });
    const betweenRemovals = (await changes()).cursor;

    t.advance((REMOVALS_KEPT_DAYS + 1) * 86_400_000);
    token = await t.login();
    const removal = await t.request(`/api/jewelry/${late._id}`, { method: "DELETE", token });
    expect(removal.status).toBe(200);

    const tooOld = await changes(beforeRemovals);
    expect(tooOld.complete).toBe(true);
    expect(tooOld.items.map((item) => item.name)).toEqual(["Kept"]);
    expect(await changes(betweenRemovals)).toMatchObject({ complete: false, items: [], removed: [late._id] });
  });

  it("refuses a malformed cursor with a specific error", async () => {
    for (const since of ["yesterday", "0123456789abcdef", "0123456789abcdef.-1", "0123456789ABCDEF.4"]) {
      const response = await t.request(`/api/jewelry/changes?since=${since}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: "since must be a cursor from an earlier answer of this call",
        issues: [{ path: "since" }],
      });
    }
  });
});
