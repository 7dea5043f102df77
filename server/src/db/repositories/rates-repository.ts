import type { Database } from "better-sqlite3";
import type { AlertBoard } from "#core/rate-alerts";
import type { RateGrade, RateMetal } from "#core/rate-terms";
import { RATE_GRADES, RATE_METALS } from "#core/rate-terms";
import { pricePerVori, rateBoardAt, rateBoardsAt, rateDescription, rateProductName } from "#core/rates";
import type {
  GoldRatesResponse,
  RateBoard,
  RateBoardFigures,
  RateBoardPrices,
  RateBoardRecord,
  RateEntry,
  RateHistoryQuery,
  RateHistoryResponse,
} from "#core/schemas/gold-rates";

interface BoardRow {
  id: number;
  effective_at: string;
}
interface FullBoardRow extends BoardRow {
  created_at: string;
  created_by: string;
  withdrawn_at: string | null;
}
interface PointRow {
  effective_at: string;
  price_per_gram: number;
}
interface PriceRow {
  metal: RateMetal;
  grade: RateGrade;
  price_per_gram: number;
}

export type RatesRepository = ReturnType<typeof createRatesRepository>;

export function createRatesRepository(db: Database, now: () => Date) {
  const statements = {
    // The two newest boards in force: the current one and the one it replaced (for ▲/▼).
    latestTwo: db.prepare<[string], BoardRow>(`SELECT id, effective_at FROM rate_boards
      WHERE withdrawn_at IS NULL AND effective_at <= ? ORDER BY effective_at DESC, id DESC LIMIT 2`),
    prices: db.prepare<[number], PriceRow>(
      "SELECT metal, grade, price_per_gram FROM rate_prices WHERE board_id = ?",
    ),
    insertBoard: db.prepare<[string, string, string]>(
      "INSERT INTO rate_boards (effective_at, created_at, created_by) VALUES (?, ?, ?)",
    ),
    insertPrice: db.prepare<[number | bigint, RateMetal, RateGrade, number]>(
      "INSERT INTO rate_prices (board_id, metal, grade, price_per_gram) VALUES (?, ?, ?, ?)",
    ),
    boards: db.prepare<[number], FullBoardRow>(
      "SELECT * FROM rate_boards ORDER BY effective_at DESC, id DESC LIMIT ?",
    ),
    board: db.prepare<[number], FullBoardRow>("SELECT * FROM rate_boards WHERE id = ?"),
    newestStanding: db.prepare<[], BoardRow>(
      "SELECT id, effective_at FROM rate_boards WHERE withdrawn_at IS NULL ORDER BY effective_at DESC, id DESC LIMIT 1",
    ),
    withdraw: db.prepare<[string, number]>("UPDATE rate_boards SET withdrawn_at = ? WHERE id = ?"),
    any: db.prepare<[], { found: number }>("SELECT EXISTS (SELECT 1 FROM rate_boards) AS found"),
    nextChange: db.prepare<[string], { effective_at: string }>(
      "SELECT effective_at FROM rate_boards WHERE withdrawn_at IS NULL AND effective_at > ? ORDER BY effective_at LIMIT 1",
    ),
    series: db.prepare<
      [RateMetal, RateGrade, string, string],
      PointRow
    >(`SELECT b.effective_at, p.price_per_gram
      FROM rate_boards b JOIN rate_prices p ON p.board_id = b.id
      WHERE b.withdrawn_at IS NULL AND p.metal = ? AND p.grade = ? AND b.effective_at > ? AND b.effective_at <= ?
      ORDER BY b.effective_at, b.id`),
    before: db.prepare<[RateMetal, RateGrade, string], PointRow>(`SELECT b.effective_at, p.price_per_gram
      FROM rate_boards b JOIN rate_prices p ON p.board_id = b.id
      WHERE b.withdrawn_at IS NULL AND p.metal = ? AND p.grade = ? AND b.effective_at <= ?
      ORDER BY b.effective_at DESC, b.id DESC LIMIT 1`),
  };

  const boardPrices = (id: number): RateBoardPrices => {
    const prices = { gold: {}, silver: {} } as RateBoardPrices;
    for (const row of statements.prices.all(id)) prices[row.metal][row.grade] = row.price_per_gram;
    return prices;
  };
  const toRecord = (row: FullBoardRow): RateBoardRecord => ({
    id: row.id,
    effectiveAt: row.effective_at,
    createdAt: row.created_at,
    createdBy: row.created_by,
    withdrawnAt: row.withdrawn_at,
    prices: boardPrices(row.id),
  });
  const findBoard = (id: number): RateBoard | null => {
    const row = statements.board.get(id);
    if (!row) return null;
    const at = now();
    // The board the public rates show at this moment is the one in force.
    const inForce = statements.latestTwo.get(at.toISOString());
    return rateBoardAt(toRecord(row), inForce?.id ?? null, at);
  };
  const point = (row: PointRow) => ({
    effectiveAt: row.effective_at,
    perGram: row.price_per_gram,
    perVori: pricePerVori(row.price_per_gram),
  });

  const pricesOf = (board: BoardRow | undefined) => {
    const map = new Map<string, number>();
    if (board)
      for (const row of statements.prices.all(board.id))
        map.set(`${row.metal}:${row.grade}`, row.price_per_gram);
    return map;
  };

  return {
    /** Newest first, withdrawn ones included, each marked with where it stands now, for the admin. */
    boards: (limit: number): RateBoard[] => rateBoardsAt(statements.boards.all(limit).map(toRecord), now()),
    board: findBoard,
    /** True until the first board is published; withdrawn boards still count. */
    isEmpty: (): boolean => statements.any.get()?.found === 0,
    /** Only the newest standing board may be withdrawn: history before it stays as it was. */
    newestStandingId: (): number | null => statements.newestStanding.get()?.id ?? null,
    withdraw(id: number): RateBoard | null {
      statements.withdraw.run(now().toISOString(), id);
      return findBoard(id);
    },
    /** The board the public rates show now, or null before the first one takes effect. */
    inForceId: (): number | null => statements.latestTwo.get(now().toISOString())?.id ?? null,
    /** When a scheduled board takes over, so a cached answer knows when it goes stale. */
    nextChangeAfter: (at: Date): Date | null => {
      const row = statements.nextChange.get(at.toISOString());
      return row ? new Date(row.effective_at) : null;
    },
    history({ metal, grade, days }: RateHistoryQuery): RateHistoryResponse {
      const end = now();
      const start = new Date(end.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
      const before = statements.before.get(metal, grade, start);
      return {
        metal,
        grade,
        days,
        before: before ? point(before) : null,
        points: statements.series.all(metal, grade, start, end.toISOString()).map(point),
      };
    },
    publish(prices: RateBoardPrices, effectiveAt: Date, createdBy: string): number {
      return db.transaction(() => {
        const boardId = statements.insertBoard.run(
          effectiveAt.toISOString(),
          now().toISOString(),
          createdBy,
        ).lastInsertRowid;
        for (const metal of RATE_METALS) {
          for (const grade of RATE_GRADES)
            statements.insertPrice.run(boardId, metal, grade, prices[metal][grade]);
        }
        return Number(boardId);
      })();
    },
    /** The board in force and the one it replaced, per vori: what a rate alert is worked out from. */
    inForce(): { id: number; board: AlertBoard; previous: AlertBoard | null } | null {
      const [board, previousBoard] = statements.latestTwo.all(now().toISOString());
      if (!board) return null;
      const alertBoard = (row: BoardRow): AlertBoard => {
        const perVori = { gold: {}, silver: {} } as RateBoardFigures;
        for (const price of statements.prices.all(row.id))
          perVori[price.metal][price.grade] = pricePerVori(price.price_per_gram);
        return { effectiveAt: row.effective_at, perVori };
      };
      return {
        id: board.id,
        board: alertBoard(board),
        previous: previousBoard ? alertBoard(previousBoard) : null,
      };
    },
    current(): GoldRatesResponse {
      const at = now().toISOString();
      const [board, previousBoard] = statements.latestTwo.all(at);
      const nextChangeAt = statements.nextChange.get(at)?.effective_at ?? null;
      if (!board) return { goldPrices: [], silverPrices: [], effectiveAt: null, nextChangeAt };
      const current = pricesOf(board);
      const previous = pricesOf(previousBoard);
      const entries = (metal: RateMetal): RateEntry[] =>
        RATE_GRADES.flatMap((grade) => {
          const perGram = current.get(`${metal}:${grade}`);
          if (perGram === undefined) return [];
          const perVori = pricePerVori(perGram);
          return [
            {
              product: rateProductName(metal, grade),
              description: rateDescription(grade),
              price: perVori,
              metal,
              grade,
              perGram,
              perVori,
              previousPerGram: previous.get(`${metal}:${grade}`) ?? null,
              effectiveAt: board.effective_at,
            },
          ];
        });
      return {
        goldPrices: entries("gold"),
        silverPrices: entries("silver"),
        effectiveAt: board.effective_at,
        nextChangeAt,
      };
    },
  };
}
