import type { FailedCheck } from "#core/failed-check";
import type { Language } from "#core/language";
import { type AdminRefusal, adminRefusals } from "#core/schemas/admin";
import { admin } from "./en/admin";
import { adminBackups } from "./en/admin-backups";
import { adminDashboard } from "./en/admin-dashboard";
import { adminInbox } from "./en/admin-inbox";
import { adminJewelry } from "./en/admin-jewelry";
import { adminRates } from "./en/admin-rates";
import { adminSettings } from "./en/admin-settings";
import { adminUploads } from "./en/admin-uploads";
import { checkText } from "./issue-text";
import { type Catalogues, createTranslator, siteMessages } from "./messages";
import { pageLanguage } from "./page-language";

/** The admin's catalogue: the site's messages and the admin's own, which visitors never download. */
const messages = {
  ...siteMessages,
  ...admin,
  ...adminDashboard,
  ...adminSettings,
  ...adminJewelry,
  ...adminInbox,
  ...adminRates,
  ...adminUploads,
  ...adminBackups,
} as const;

export type MessageKey = keyof typeof messages;
export type AdminCatalogue = Record<MessageKey, string>;

const adminCatalogues: Catalogues<MessageKey> = { en: messages };
/** The account's refusals in each language that words them itself; English shows the server's own. */
const refusalSentences: Partial<Record<Language, Record<AdminRefusal, string>>> = {};
// Awaited as this module loads, so no admin module runs before its words are in the page's language;
// visitors never load the admin, nor its Bengali.
if (pageLanguage() === "bn") {
  const { bnAdminCatalogue, bnRefusals } = await import("./bn-admin-catalogue");
  adminCatalogues.bn = bnAdminCatalogue;
  refusalSentences.bn = bnRefusals;
}

export const t = createTranslator(adminCatalogues);

/** An error answer of the API, as far as its words go. */
export interface Answer {
  message: string;
  code?: string;
  issues: { message: string; check?: FailedCheck }[];
}

const isRefusal = (code: string | undefined): code is AdminRefusal =>
  code !== undefined && (code in adminRefusals || code === "tooManyAttempts");

/**
 * What a refusal says, in the page's language: the server's own words in English; elsewhere the
 * catalogue's for the refusal's code, or for the check its first field failed. A refusal with neither
 * (a rare server-side condition) keeps the server's words.
 */
export function answerText({ message, code, issues }: Answer): string {
  const sentences = refusalSentences[pageLanguage()];
  if (sentences && isRefusal(code)) return sentences[code];
  const [first] = issues;
  return first ? checkText(first.check, message) : message;
}

/** One of the account's refusals that the admin makes itself, before asking the server. */
export const refusalText = (code: keyof typeof adminRefusals): string =>
  answerText({ message: adminRefusals[code], code, issues: [] });
