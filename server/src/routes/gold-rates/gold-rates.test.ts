import { beforeEach, describe, expect, it } from "vitest";
import type {
  GoldRatesResponse,
  RateBoard,
  RateBoardPrices,
  RateHistoryResponse,
} from "#core/schemas/gold-rates";
import { createTestApp, type TestApp } from "../../testing/test-app";

const board = (gold22: number, silver22 = 340): RateBoardPrices => ({
  gold: { "22K": gold22, "21K": gold22 - 900, "18K": gold22 - 3500, Traditional: gold22 - 6300 },
  silver: { "22K": silver22, "21K": silver22 - 15, "18K": silver22 - 62, Traditional: silver22 - 132 },
});
const HOUR = 60 * 60 * 1000;

describe("the rate board API", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const publish = (body: unknown) => t.request("/api/gold-rates", { method: "POST", token, json: body });
  const rates = async () => (await (await t.request("/api/gold-rates")).json()) as GoldRatesResponse;

  it("publishes a board effective now; the public rates show per gram, per vori and the previous figure", async () => {
    expect((await publish({ prices: board(19_000) })).status).toBe(201);
    t.advance(HOUR);
    const response = await publish({ prices: board(19_600) });
    expect(response.status).toBe(201);
    const created = (await response.json()) as RateBoard;
    expect(created).toMatchObject({
      createdBy: "owner",
      withdrawnAt: null,
      effectiveAt: "2026-11-22T05:00:00.000Z",
    });
    const { goldPrices, silverPrices, effectiveAt } = await rates();
    expect(effectiveAt).toBe("2026-11-22T05:00:00.000Z");
    expect(goldPrices[0]).toEqual({
      product: "22 Karat Gold",
      description: "Per vori (11.664 g), hallmarked 22K",
      price: 228_614,
      metal: "gold",
      grade: "22K",
      perGram: 19_600,
      perVori: 228_614,
      previousPerGram: 19_000,
      effectiveAt: "2026-11-22T05:00:00.000Z",
    });
    expect(silverPrices.map((entry) => entry.grade)).toEqual(["22K", "21K", "18K", "Traditional"]);
  });

  it.each([
    [
      { prices: { gold: board(19_600).gold } },
      "Silver prices are required for 22K, 21K, 18K and Traditional",
    ],
    [{ prices: { ...board(19_600), gold: { "22K": 19_600 } } }, "Gold 21K price per gram is required"],
    [
      { prices: { ...board(19_600), gold: { ...board(19_600).gold, "22K": 19_600.5 } } },
      "Gold 22K price per gram must be a whole number of taka",
    ],
    [
      { prices: { ...board(19_600), silver: { ...board(340).silver, "18K": 0 } } },
      "Silver 18K price per gram must be at least 1 taka",
    ],
    [
      { prices: { ...board(19_600), gold: { ...board(19_600).gold, "21K": "18700" } } },
      "Gold 21K price per gram must be a number",
    ],
    [{ prices: board(19_600), effectiveAt: "tomorrow" }, "The effective time must be a date and time"],
  ])("refuses %j with a specific message", async (body, message) => {
    const response = await publish(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(t.repos.rates.boards(10)).toEqual([]);
  });

  it("refuses a grade priced at or above the purer one, under that grade's path, and keeps nothing", async () => {
    const prices = board(19_600);
    prices.gold["21K"] = 19_600;
    prices.silver.Traditional = 300;
    const response = await publish({ prices });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Gold 21K must cost less per gram than 22K",
      issues: [
        {
          path: "prices.gold.21K",
          message: "Gold 21K must cost less per gram than 22K",
          check: { check: "gradeOrder" },
        },
        {
          path: "prices.silver.Traditional",
          message: "Silver Traditional must cost less per gram than 18K",
          check: { check: "gradeOrder" },
        },
      ],
    });
    expect(t.repos.rates.boards(10)).toEqual([]);
  });

  it("lists the boards with where each stands at the server's clock and its prices per vori", async () => {
    const boards = async () =>
      (await (await t.request("/api/gold-rates/boards", { token })).json()) as RateBoard[];
    const first = (await (await publish({ prices: board(19_000) })).json()) as RateBoard;
    expect(first.status).toBe("in-force");
    t.advance(HOUR);
    const second = (await (await publish({ prices: board(19_600) })).json()) as RateBoard;
    const later = new Date(t.now().getTime() + 2 * HOUR).toISOString();
    const scheduled = (await (
      await publish({ prices: board(19_800), effectiveAt: later })
    ).json()) as RateBoard;
    expect(scheduled.status).toBe("scheduled");

    const listed = await boards();
    expect(listed.map((b) => [b.id, b.status])).toEqual([
      [scheduled.id, "scheduled"],
      [second.id, "in-force"],
      [first.id, "replaced"],
    ]);
    expect(listed[1]?.perVori).toEqual({
      gold: { "22K": 228_614, "21K": 218_117, "18K": 187_790, Traditional: 155_131 },
      silver: { "22K": 3_966, "21K": 3_791, "18K": 3_243, Traditional: 2_426 },
    });

    // Standing is read at the server's clock: the scheduled board takes over when its time comes.
    t.advance(2 * HOUR);
    expect((await boards()).map((b) => b.status)).toEqual(["in-force", "replaced", "replaced"]);
    const withdrawn = await t.request(`/api/gold-rates/boards/${scheduled.id}`, { method: "DELETE", token });
    expect(await withdrawn.json()).toMatchObject({ id: scheduled.id, status: "withdrawn" });
    expect((await boards()).map((b) => b.status)).toEqual(["withdrawn", "in-force", "replaced"]);
  });

  it("schedules a board for later: today's rates change by themselves when its time comes", async () => {
    await publish({ prices: board(19_000) });
    const later = new Date(t.now().getTime() + 2 * HOUR).toISOString();
    expect((await publish({ prices: board(19_800), effectiveAt: later })).status).toBe(201);
    const before = await rates();
    // Said with today's board, so a screen left open asks again the moment the next one takes over.
    expect([before.goldPrices[0]?.perGram, before.nextChangeAt]).toEqual([19_000, later]);
    t.advance(2 * HOUR);
    const after = await rates();
    expect([after.goldPrices[0]?.perGram, after.nextChangeAt]).toEqual([19_800, null]);
  });

  it("refuses an effective time too far ahead or before the latest board", async () => {
    await publish({ prices: board(19_000) });
    const farAhead = await publish({
      prices: board(19_100),
      effectiveAt: new Date(t.now().getTime() + 15 * 24 * HOUR).toISOString(),
    });
    const tooFar = "The effective time can be at most 14 days ahead";
    expect(await farAhead.json()).toEqual({
      error: tooFar,
      issues: [{ path: "effectiveAt", message: tooFar, check: { check: "scheduleAhead", limit: 14 } }],
    });
    const earlier = await publish({
      prices: board(19_100),
      effectiveAt: new Date(t.now().getTime() - HOUR).toISOString(),
    });
    expect(earlier.status).toBe(400);
    const refusal = (await earlier.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(refusal.error).toContain("must be after the latest board's");
    expect(refusal.issues).toEqual([
      { path: "effectiveAt", message: refusal.error, check: { check: "afterLatestBoard" } },
    ]);
  });

  it("withdraws only the latest board; the one before it is back in force and history keeps both", async () => {
    const first = (await (await publish({ prices: board(19_000) })).json()) as RateBoard;
    t.advance(HOUR);
    const mistake = (await (await publish({ prices: board(91_000) })).json()) as RateBoard;
    const older = await t.request(`/api/gold-rates/boards/${first.id}`, { method: "DELETE", token });
    expect(older.status).toBe(409);
    expect(await older.json()).toEqual({ error: "Only the latest board can be withdrawn" });
    const withdrawn = await t.request(`/api/gold-rates/boards/${mistake.id}`, { method: "DELETE", token });
    expect(await withdrawn.json()).toMatchObject({ id: mistake.id, withdrawnAt: "2026-11-22T05:00:00.000Z" });
    expect((await rates()).goldPrices[0]?.perGram).toBe(19_000);
    const boards = (await (await t.request("/api/gold-rates/boards", { token })).json()) as RateBoard[];
    expect(boards.map((b) => [b.id, b.withdrawnAt !== null])).toEqual([
      [mistake.id, true],
      [first.id, false],
    ]);
    expect((await t.request("/api/gold-rates/boards/999", { method: "DELETE", token })).status).toBe(404);
    expect((await t.request("/api/gold-rates/boards/abc", { method: "DELETE", token })).status).toBe(404);
    expect(t.repos.audit.recent({ limit: 3 }).map((entry) => entry.action)).toEqual([
      "rates.withdrawn",
      "rates.published",
      "rates.published",
    ]);
  });

  it("answers a time series for one grade, with the figure in force when the window opened", async () => {
    await publish({ prices: board(18_000) });
    t.advance(40 * 24 * HOUR);
    token = await t.login();
    await publish({ prices: board(18_500) });
    t.advance(10 * 24 * HOUR);
    token = await t.login();
    await publish({ prices: board(19_000) });
    const response = await t.request("/api/gold-rates/history?metal=gold&grade=22K&days=30");
    const history = (await response.json()) as RateHistoryResponse;
    expect(history.before).toMatchObject({ perGram: 18_000 });
    expect(history.points.map((p) => p.perGram)).toEqual([18_500, 19_000]);
    expect(history.points[1]?.perVori).toBe(221_616);
    const year = (await (
      await t.request("/api/gold-rates/history?metal=gold&grade=22K&days=365")
    ).json()) as RateHistoryResponse;
    expect(year.before).toBeNull();
    expect(year.points.map((p) => p.perGram)).toEqual([18_000, 18_500, 19_000]);
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it.each([
    ["metal=copper&grade=22K", "Metal must be gold or silver"],
    ["metal=gold&grade=24K", "Grade must be one of: 22K, 21K, 18K, Traditional"],
    ["metal=gold&grade=22K&days=0", "days must be 30, 90 or 365"],
    ["metal=gold&grade=22K&days=31", "days must be 30, 90 or 365"],
    ["metal=gold&grade=22K&days=3650", "days must be 30, 90 or 365"],
    ["metal=gold&grade=22K&days=90.5", "days must be 30, 90 or 365"],
    ["metal=gold&grade=22K&days=abc", "days must be a number"],
  ])("refuses the history query %s", async (query, message) => {
    const response = await t.request(`/api/gold-rates/history?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });
});
