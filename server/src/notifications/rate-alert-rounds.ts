import { alertSubject, rateAlertText } from "#core/rate-alerts";
import type { Repositories } from "../db/repositories";
import type { Logger } from "../logger";
import type { Notifier, RateAlertJob } from "./notifier";

/** A board that took effect longer ago than this, while the server was down, is news no longer. */
const NEWS_FOR_MS = 24 * 60 * 60_000;
/** setTimeout's longest wait is about 24 days; boards are scheduled at most 14 ahead, checked daily. */
const LONGEST_WAIT_MS = 24 * 60 * 60_000;

export type RateAlertRounds = ReturnType<typeof createRateAlertRounds>;

/**
 * Alerts visitors when a board takes effect, not when it is entered: at its time, from a timer set
 * for the next scheduled board, and again on every start, so a board that took effect while the
 * server was down is alerted once it is back. A board's alerts and its round are written in one
 * transaction, and a board with a round is never alerted again.
 */
export function createRateAlertRounds({
  repos,
  notifier,
  logger,
  now,
}: {
  repos: Pick<Repositories, "rates" | "rateAlerts" | "notifications" | "transaction">;
  notifier: Pick<Notifier, "kick">;
  logger: Logger;
  now: () => Date;
}) {
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  /** Writes the alerts of the board in force, when it has none yet and is still news. */
  function alertBoardInForce(): void {
    const inForce = repos.rates.inForce();
    if (!inForce || repos.rateAlerts.hasRound(inForce.id)) return;
    if (now().getTime() - Date.parse(inForce.board.effectiveAt) > NEWS_FOR_MS) return;
    const { id, board, previous } = inForce;
    const alerted = repos.transaction(() => {
      let count = 0;
      for (const subscription of repos.rateAlerts.each()) {
        const subject = alertSubject(subscription.rule, previous, board);
        if (!subject) continue;
        const text = rateAlertText(subject, previous, board, subscription.language);
        repos.notifications.add("rate-alert", {
          subscriptionId: subscription.id,
          boardId: id,
          message: { kind: "rate-alert", ...text },
        } satisfies RateAlertJob);
        count += 1;
      }
      repos.rateAlerts.addRound(id, count);
      return count;
    });
    logger.info("rate alerts written", { boardId: id, alerted });
    if (alerted > 0) notifier.kick();
  }

  /** Wakes when the next scheduled board takes effect. */
  function scheduleNext(): void {
    clearTimeout(timer);
    const next = repos.rates.nextChangeAfter(now());
    if (!started || !next) return;
    const wait = Math.max(0, next.getTime() - now().getTime());
    timer = setTimeout(check, Math.min(wait, LONGEST_WAIT_MS));
    timer.unref();
  }

  function check(): void {
    try {
      alertBoardInForce();
    } catch (error) {
      logger.error("rate alerts not written", { error: String(error) });
    }
    scheduleNext();
  }

  return {
    /** A board was published or withdrawn (or the clock moved, in a test): alert one now in force, and wait for the next. */
    boardsChanged: check,
    start(): { stop(): void } {
      started = true;
      check();
      return {
        stop: () => {
          started = false;
          clearTimeout(timer);
        },
      };
    },
  };
}
