import { api } from "#core/api";
import { formatDhakaTime } from "#core/format/dhaka-time";
import { formatTaka } from "#core/format/taka";
import { rateProductName } from "#core/rates";
import { rateBoardInputAt, rateHistoryQuerySchema } from "#core/schemas/gold-rates";
import { HttpError, notFound } from "../../http/errors";
import { readJson, readQuery } from "../../http/read-body";
import type { RouteContext } from "../route-context";

const HISTORY_LIMIT = 200;

export function registerGoldRateRoutes({ route, repos, cache, audit, now, rateAlertRounds }: RouteContext) {
  // A board scheduled for later takes over by itself: the cached answer expires at that moment.
  route(api.getGoldRates, (c) =>
    cache.respond(
      c,
      "gold-rates",
      () => repos.rates.current(),
      () => repos.rates.nextChangeAfter(now()),
    ),
  );

  route(api.rateHistory, (c) => {
    const query = readQuery(c, rateHistoryQuerySchema);
    return cache.respond(
      c,
      `gold-rates:history:${query.metal}:${query.grade}:${query.days}`,
      () => repos.rates.history(query),
      () => new Date(now().getTime() + 60 * 60 * 1000),
    );
  });

  route(api.listRateBoards, (c) => c.json(repos.rates.boards(HISTORY_LIMIT)));

  route(api.publishRates, async (c) => {
    const { prices, effectiveAt } = await readJson(c, rateBoardInputAt(now()));
    const at = effectiveAt ? new Date(effectiveAt) : now();
    // Needs the database, so it cannot live in the schema; it answers under the same path all the same.
    const standingId = repos.rates.newestStandingId();
    const standing = standingId === null ? null : repos.rates.board(standingId);
    if (standing && at.getTime() < new Date(standing.effectiveAt).getTime()) {
      const message = `The effective time must be after the latest board's (${formatDhakaTime(standing.effectiveAt)}, Dhaka time)`;
      throw new HttpError(400, message, {
        issues: [{ path: "effectiveAt", message, check: { check: "afterLatestBoard" } }],
      });
    }
    const board = repos.rates.board(repos.rates.publish(prices, at, c.get("admin").username));
    if (!board) throw new Error("the board just published is missing");
    rateAlertRounds.boardsChanged();
    audit(c, "rates.published", {
      type: "rates",
      id: String(board.id),
      name: `${rateProductName("gold", "22K")} ${formatTaka(prices.gold["22K"])}/g, effective ${formatDhakaTime(board.effectiveAt)}`,
    });
    return c.json(board, 201);
  });

  route(api.withdrawRateBoard, (c) => {
    const id = Number(c.req.param("id"));
    const board = Number.isInteger(id) ? repos.rates.board(id) : null;
    if (!board) throw notFound("Rate board not found");
    if (repos.rates.newestStandingId() !== id) {
      throw new HttpError(409, "Only the latest board can be withdrawn");
    }
    const withdrawn = repos.rates.withdraw(id) ?? board;
    rateAlertRounds.boardsChanged();
    audit(c, "rates.withdrawn", {
      type: "rates",
      id: String(id),
      name: `Board effective ${formatDhakaTime(board.effectiveAt)}`,
    });
    return c.json(withdrawn);
  });
}
