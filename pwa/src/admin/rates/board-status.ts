import type { RateBoard } from "#core/schemas/gold-rates";

export type BoardStatus = "in-force" | "scheduled" | "withdrawn" | "replaced";

/**
 * Each board's standing at `now`, for boards listed newest first as the server lists them: the
 * newest standing board already in effect is in force, standing ones after it are scheduled.
 */
export function boardStatuses(boards: readonly RateBoard[], now: number): Map<number, BoardStatus> {
  const statuses = new Map<number, BoardStatus>();
  let inForceFound = false;
  for (const board of boards) {
    if (board.withdrawnAt) statuses.set(board.id, "withdrawn");
    else if (new Date(board.effectiveAt).getTime() > now) statuses.set(board.id, "scheduled");
    else if (!inForceFound) {
      inForceFound = true;
      statuses.set(board.id, "in-force");
    } else statuses.set(board.id, "replaced");
  }
  return statuses;
}

/** Only the newest board still standing may be withdrawn (the server refuses any other). */
export const withdrawableId = (boards: readonly RateBoard[]): number | null =>
  boards.find((board) => !board.withdrawnAt)?.id ?? null;
