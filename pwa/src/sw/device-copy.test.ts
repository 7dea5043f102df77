import { afterEach, describe, expect, it, vi } from "vitest";
import { cataloguePagePath, NO_FILTERS } from "#core/catalogue-filters";
import { endpoints } from "#core/endpoints";
import { sampleJewelry } from "#core/testing/catalogue-test-data";
import { db } from "../data/device/db";
import { CATALOGUE_CURSOR } from "../data/device/device-names";
import { KEEP_READS, RATE_BOARD_READS } from "../data/device/kept-reads";
import { storedQueryKey } from "../data/device/stored-query";
import { fakeApi, json, unmountAndRestoreFetch } from "../data/testing/fake-api";
import { SAMPLE_CURSOR, wholeCatalogue } from "../data/testing/saved-copy";
import { keepPagesReadsOnDevice } from "./device-copy";

const ABOUT = endpoints.getSettings.path;
const RATES = endpoints.getGoldRates.path;

/** The worker as a page's message reaches it: its listener, and the work it asks to be waited for. */
function workerWithListener() {
  let listener: ((event: unknown) => void) | undefined;
  vi.stubGlobal("self", {
    addEventListener: (type: string, handle: (event: unknown) => void) => {
      if (type === "message") listener = handle;
    },
  });
  keepPagesReadsOnDevice();
  return async (data: unknown) => {
    const waits: Promise<unknown>[] = [];
    listener?.({ data, waitUntil: (work: Promise<unknown>) => waits.push(work) });
    await Promise.all(waits);
    return waits.length;
  };
}

const keptData = async (path: string) => (await db.queries.get(storedQueryKey(path)))?.query.state.data;

afterEach(unmountAndRestoreFetch);

describe("the service worker keeping a page's reads", () => {
  it("keeps the reads a page sends, brings today's board with them and sends what the outbox holds", async () => {
    const requests = fakeApi((request) =>
      request.method === "POST" ? json({ _id: "m1" }, 201) : json({ answered: request.path }),
    );
    await db.outbox.put({
      key: "k1",
      payload: { firstName: "Nusrat", lastName: "Jahan", phone: "01711555666", message: "Is it in stock?" },
      createdAt: "2026-11-27T10:00:00.000Z",
      attempts: 1,
      state: "waiting",
    });
    const send = workerWithListener();
    const served = { status: 200, data: { served: true }, etag: '"a"' };
    expect(await send({ type: KEEP_READS, reads: [{ path: ABOUT, answer: served, receivedAt: 1 }] })).toBe(1);
    expect(await keptData(ABOUT)).toEqual(served);
    expect(await keptData(RATES)).toMatchObject({ status: 200, data: { answered: RATES } });
    expect(
      requests.filter(({ method }) => method === "GET").map(({ path, search }) => path + search),
    ).toEqual(RATE_BOARD_READS);
    expect(await db.outbox.count()).toBe(0);
  });

  it("keeps the whole catalogue for a page rendered with a part of it, and only for such a page", async () => {
    const requests = fakeApi((request) =>
      request.path === endpoints.jewelryChanges.path ? wholeCatalogue(sampleJewelry) : json({ board: true }),
    );
    const send = workerWithListener();
    const part = { status: 200, data: { items: [] }, etag: '"p"' };
    await send({ type: KEEP_READS, reads: [{ path: ABOUT, answer: part, receivedAt: 1 }] });
    expect(requests.map(({ path }) => path)).not.toContain(endpoints.jewelryChanges.path);
    expect(await db.jewelry.count()).toBe(0);

    const catalogue = cataloguePagePath(NO_FILTERS, 1);
    await send({ type: KEEP_READS, reads: [{ path: catalogue, answer: part, receivedAt: 1 }] });
    expect(await db.jewelry.count()).toBe(sampleJewelry.length);
    expect((await db.device.get(CATALOGUE_CURSOR))?.value).toBe(SAMPLE_CURSOR);
  });

  it("asks for nothing the page itself read, and ignores messages that are not its own", async () => {
    const requests = fakeApi(() => json({ other: true }));
    const send = workerWithListener();
    expect(await send({ type: "SKIP_WAITING" })).toBe(0);
    const reads = RATE_BOARD_READS.map((path) => ({
      path,
      answer: { status: 200, data: { served: path }, etag: '"s"' },
      receivedAt: 1,
    }));
    await send({ type: KEEP_READS, reads });
    expect(requests).toEqual([]);
    expect(await keptData(RATES)).toEqual({ status: 200, data: { served: RATES }, etag: '"s"' });
  });
});
