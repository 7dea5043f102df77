import type { Database } from "better-sqlite3";
import { pricePerVori, rateDescription, rateProductName } from "#core/rates";
import type {
  GoldRatesResponse,
  RateBoardPrices,
  RateEntry,
  RateGrade,
  RateMetal,
} from "#core/schemas/gold-rates";
import { RATE_GRADES, RATE_METALS } from "#core/schemas/gold-rates";

interface BoardRow {
  id: number;
  effective_at: string;
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
  };

  const pricesOf = (board: BoardRow | undefined) => {
    const map = new Map<string, number>();
    if (board)
      for (const row of statements.prices.all(board.id))
        map.set(`${row.metal}:${row.grade}`, row.price_per_gram);
    return map;
  };

  return {
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
    current(): GoldRatesResponse {
      const [board, previousBoard] = statements.latestTwo.all(now().toISOString());
      if (!board) return { goldPrices: [], silverPrices: [], effectiveAt: null };
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
      };
    },
  };
}
