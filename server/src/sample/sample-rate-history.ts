import { RATE_GRADES } from "#core/rate-terms";
import type { RateBoardPrices } from "#core/schemas/gold-rates";

const DAY_MS = 24 * 60 * 60 * 1000;
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
/** Revisions in a year, as BAJUS published in 2025. */
const REVISIONS = 77;

/** A small deterministic generator, so every sample shop shows the same believable history. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** 10:15 AM in Dhaka on the day of `at`, or the day before when that moment is still ahead. */
function latestMorningRevision(at: Date): Date {
  const dhakaMidnight = Math.floor((at.getTime() + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
  const revision = dhakaMidnight + (10 * 60 + 15) * 60 * 1000;
  return new Date(revision <= at.getTime() ? revision : revision - DAY_MS);
}

const scale = (board: RateBoardPrices, goldFactor: number, silverFactor: number): RateBoardPrices => {
  const next = structuredClone(board);
  for (const grade of RATE_GRADES) {
    next.gold[grade] = Math.round(board.gold[grade] * goldFactor);
    next.silver[grade] = Math.round(board.silver[grade] * silverFactor);
  }
  return next;
};

/**
 * A year of rate boards ending with `latest`, oldest first: prices drift up over the year with
 * changes of a few percent per revision, effective at the stated times of day BAJUS uses.
 */
export function sampleRateHistory(
  latest: RateBoardPrices,
  now: Date,
): { prices: RateBoardPrices; effectiveAt: Date }[] {
  const random = generator(2025);
  const boards = [{ prices: latest, effectiveAt: latestMorningRevision(now) }];
  for (let i = 1; i < REVISIONS; i++) {
    const newer = boards[0] as (typeof boards)[number];
    const daysBack = 2 + Math.floor(random() * 6);
    const slot = random() < 0.7 ? (10 * 60 + 15) * 60 * 1000 : (16 * 60 + 30) * 60 * 1000;
    const dayStart =
      Math.floor((newer.effectiveAt.getTime() + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
    const effectiveAt = new Date(dayStart - daysBack * DAY_MS + slot);
    // Walking back in time: mostly slightly cheaper, now and then dearer.
    const goldFactor = 1 / (1 + (random() * 0.045 - 0.012));
    const silverFactor = 1 / (1 + (random() * 0.05 - 0.015));
    boards.unshift({ prices: scale(newer.prices, goldFactor, silverFactor), effectiveAt });
  }
  return boards;
}
