import { admin } from "./en/admin";
import { adminBackups } from "./en/admin-backups";
import { adminCollections } from "./en/admin-collections";
import { adminDashboard } from "./en/admin-dashboard";
import { adminEstimates } from "./en/admin-estimates";
import { adminInbox } from "./en/admin-inbox";
import { adminJewelry } from "./en/admin-jewelry";
import { adminRateDisplay } from "./en/admin-rate-display";
import { adminRates } from "./en/admin-rates";
import { adminSettings } from "./en/admin-settings";
import { adminUploads } from "./en/admin-uploads";
import { refusalSentences } from "./issue-text";
import { type Catalogues, createTranslator, siteMessages } from "./messages";
import { pageLanguage } from "./page-language";

/** The admin's catalogue: the site's messages and the admin's own, which visitors never download. */
const messages = {
  ...siteMessages,
  ...admin,
  ...adminDashboard,
  ...adminSettings,
  ...adminJewelry,
  ...adminCollections,
  ...adminInbox,
  ...adminRates,
  ...adminRateDisplay,
  ...adminEstimates,
  ...adminUploads,
  ...adminBackups,
} as const;

export type MessageKey = keyof typeof messages;
export type AdminCatalogue = Record<MessageKey, string>;

const adminCatalogues: Catalogues<MessageKey> = { en: messages };
// Awaited as this module loads, so no admin module runs before its words are in the page's language;
// visitors never load the admin, nor its Bengali.
if (pageLanguage() === "bn") {
  const { bnAdminCatalogue, bnRefusals } = await import("./bn-admin-catalogue");
  adminCatalogues.bn = bnAdminCatalogue;
  refusalSentences.bn = { ...refusalSentences.bn, ...bnRefusals };
}

export const t = createTranslator(adminCatalogues);
