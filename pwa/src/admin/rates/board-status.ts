import type { RateBoard } from "#core/schemas/gold-rates";

export interface BoardInForce {
  board: RateBoard;
  /** The board in force before it, which its changes are measured against; null for the first. */
  replaced: RateBoard | null;
}

/** The board in force and the one it replaced, as the server marks them in its list (newest first). */
export function boardInForce(boards: readonly RateBoard[]): BoardInForce | null {
  const index = boards.findIndex((board) => board.status === "in-force");
  const board = boards[index];
  if (!board) return null;
  const replaced = boards.slice(index + 1).find((older) => older.status === "replaced") ?? null;
  return { board, replaced };
}

/** Only the newest board still standing may be withdrawn (the server refuses any other). */
export const withdrawableId = (boards: readonly RateBoard[]): number | null =>
  boards.find((board) => !board.withdrawnAt)?.id ?? null;
