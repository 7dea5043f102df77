import { describe, expect, it } from "vitest";
import { rateBoardsAt } from "#core/rates";
import { board, samplePrices } from "../testing/rates-admin";
import { boardInForce, withdrawableId } from "./board-status";

describe("the boards as the server marks them", () => {
  const now = new Date("2026-11-22T06:00:00.000Z");
  // Newest first, marked at the server's clock.
  const boards = rateBoardsAt(
    [
      board(6, "2026-11-22T08:00:00.000Z", samplePrices(19_900)),
      board(5, "2026-11-22T05:00:00.000Z", samplePrices(91_000), "2026-11-22T05:30:00.000Z"),
      board(4, "2026-11-22T04:15:00.000Z", samplePrices(19_600)),
      board(3, "2026-11-21T04:15:00.000Z", samplePrices(29_000), "2026-11-21T04:20:00.000Z"),
      board(2, "2026-11-20T04:15:00.000Z", samplePrices(19_000)),
      board(1, "2026-11-18T04:15:00.000Z", samplePrices(18_900)),
    ],
    now,
  );

  it("finds the board in force and the one it replaced, passing over withdrawn ones", () => {
    const inForce = boardInForce(boards);
    expect(inForce?.board.id).toBe(4);
    expect(inForce?.replaced?.id).toBe(2);
  });

  it("has nothing replaced for the first board, and nothing in force before any takes effect", () => {
    const first = rateBoardsAt([board(1, "2026-11-18T04:15:00.000Z", samplePrices())], now);
    expect(boardInForce(first)).toEqual({ board: first[0], replaced: null });
    expect(boardInForce(boards.slice(0, 2))).toBeNull();
    expect(boardInForce([])).toBeNull();
  });

  it("lets only the newest standing board be withdrawn, scheduled or not", () => {
    expect(withdrawableId(boards)).toBe(6);
    expect(withdrawableId(boards.slice(1))).toBe(4);
    expect(withdrawableId(boards.slice(1, 2))).toBeNull();
    expect(withdrawableId([])).toBeNull();
  });
});
