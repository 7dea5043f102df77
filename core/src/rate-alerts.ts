import { formatDhakaTime } from "./format/dhaka-time";
import { formatTaka } from "./format/taka";
import type { Language } from "./language";
import { LANGUAGE_PREFIX } from "./language";
import type { RateGrade, RateMetal } from "./rate-terms";
import type { RateBoardFigures } from "./schemas/gold-rates";
import type { RateAlertRule } from "./schemas/rate-alert-rule";

/** One board's prices per vori and when it took effect: all an alert is worked out from. */
export interface AlertBoard {
  effectiveAt: string;
  perVori: RateBoardFigures;
}

/** What an alert tells of: one grade of one metal, and the threshold it crossed, if any. */
export interface AlertSubject {
  metal: RateMetal;
  grade: RateGrade;
  crossed: { kind: "below" | "above"; perVori: number } | null;
}

/** The figure a board gives every visitor who asked for every board: the one buyers watch. */
const HEADLINE = { metal: "gold", grade: "22K" } as const;

/**
 * Whether `next` taking over from `previous` is news to a visitor with `rule`, and which figure it
 * is about. A threshold alerts once, on the board that crosses it: a board still below a visitor's
 * figure, or the first board there ever was, crosses nothing.
 */
export function alertSubject(
  rule: RateAlertRule,
  previous: AlertBoard | null,
  next: AlertBoard,
): AlertSubject | null {
  if (rule.kind === "every") return { ...HEADLINE, crossed: null };
  const before = previous?.perVori[rule.metal]?.[rule.grade];
  const now = next.perVori[rule.metal]?.[rule.grade];
  if (before === undefined || now === undefined) return null;
  const crossed =
    rule.kind === "below"
      ? before >= rule.perVori && now < rule.perVori
      : before <= rule.perVori && now > rule.perVori;
  return crossed
    ? { metal: rule.metal, grade: rule.grade, crossed: { kind: rule.kind, perVori: rule.perVori } }
    : null;
}

const WORDS = {
  en: {
    metal: { gold: "Gold", silver: "Silver" },
    grade: { "22K": "22 Karat", "21K": "21 Karat", "18K": "18 Karat", Traditional: "Traditional" },
    newBoard: (product: string, price: string) => `New rate: ${product} ${price} per vori`,
    below: (product: string, price: string) => `${product} is below ${price} a vori`,
    above: (product: string, price: string) => `${product} is above ${price} a vori`,
    now: (price: string) => `Now ${price} per vori`,
    up: (amount: string) => `up ${amount} from the last board`,
    down: (amount: string) => `down ${amount} from the last board`,
    same: "no change from the last board",
    since: (time: string) => `Effective ${time} (Dhaka time).`,
    stop: ".",
    stopLabel: "Stop rate alerts",
  },
  bn: {
    metal: { gold: "স্বর্ণ", silver: "রুপা" },
    grade: { "22K": "২২ ক্যারেট", "21K": "২১ ক্যারেট", "18K": "১৮ ক্যারেট", Traditional: "সনাতন" },
    newBoard: (product: string, price: string) => `নতুন দর: ${product} প্রতি ভরি ${price}`,
    below: (product: string, price: string) => `${product} ভরিপ্রতি ${price}-এর নিচে নেমেছে`,
    above: (product: string, price: string) => `${product} ভরিপ্রতি ${price}-এর ওপরে উঠেছে`,
    now: (price: string) => `এখন প্রতি ভরি ${price}`,
    up: (amount: string) => `আগের দরের চেয়ে ${amount} বেড়েছে`,
    down: (amount: string) => `আগের দরের চেয়ে ${amount} কমেছে`,
    same: "আগের দর থেকে কোনো পরিবর্তন নেই",
    since: (time: string) => `${time} থেকে কার্যকর (ঢাকার সময়)।`,
    stop: "।",
    stopLabel: "দরের অ্যালার্ট বন্ধ করুন",
  },
} as const;

export interface RateAlertText {
  title: string;
  body: string;
  /** The board's page in the visitor's language. */
  url: string;
  /** The notification's button that stops the alerts. */
  stopLabel: string;
}

/** The alert as the visitor reads it: the grade, its new price per vori, the change, and when. */
export function rateAlertText(
  subject: AlertSubject,
  previous: AlertBoard | null,
  next: AlertBoard,
  language: Language,
): RateAlertText {
  const words = WORDS[language];
  const taka = (amount: number) => formatTaka(amount, language);
  const product = `${words.grade[subject.grade]} ${words.metal[subject.metal]}`;
  const price = next.perVori[subject.metal]?.[subject.grade] ?? 0;
  const before = previous?.perVori[subject.metal]?.[subject.grade];
  const title = subject.crossed
    ? words[subject.crossed.kind](product, taka(subject.crossed.perVori))
    : words.newBoard(product, taka(price));
  const change =
    before === undefined
      ? null
      : price > before
        ? words.up(taka(price - before))
        : price < before
          ? words.down(taka(before - price))
          : words.same;
  const lead = subject.crossed ? [words.now(taka(price)), change].filter(Boolean).join(", ") : change;
  const since = words.since(formatDhakaTime(next.effectiveAt, language));
  return {
    title,
    body: lead ? `${lead[0]?.toUpperCase()}${lead.slice(1)}${words.stop} ${since}` : since,
    url: `${LANGUAGE_PREFIX[language]}/gold-rates`,
    stopLabel: words.stopLabel,
  };
}
