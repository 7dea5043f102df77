import { formatDeviceTime as deviceTime } from "#core/format/device-time";
import { formatDhakaDate as dhakaDate, formatDhakaTime as dhakaTime } from "#core/format/dhaka-time";
import { formatNumber as grouped, localDigits } from "#core/format/number";
import { formatTaka as taka } from "#core/format/taka";
import { formatGrams as grams, formatPieceGrams as pieceGrams } from "#core/format/weight";
import { pageLanguage } from "./page-language";

// Core's formatters in the page's language: what the pages call, so none can forget to pass it.

export const formatTaka = (amount: number): string => taka(amount, pageLanguage());

export const formatGrams = (value: number, decimals: number): string =>
  grams(value, decimals, pageLanguage());

export const formatPieceGrams = (value: number): string => pieceGrams(value, pageLanguage());

export const formatDhakaTime = (at: string | Date): string => dhakaTime(at, pageLanguage());

export const formatDhakaDate = (at: string | Date): string => dhakaDate(at, pageLanguage());

export const formatDeviceTime = (at: string | Date): string => deviceTime(at, pageLanguage());

/** A number grouped as the page's language groups it ("1,000"), in its digits. */
export const formatNumber = (value: number): string => grouped(value, pageLanguage());

/** A text the owner typed with ASCII digits (a year, a purity), in the page's digits. */
export const formatTypedDigits = (written: string): string => localDigits(written, pageLanguage());

/** A whole count as it stands ("12"), in the page's digits: a column of a download, kept to its width. */
export const formatCount = (value: number): string => localDigits(String(value), pageLanguage());
