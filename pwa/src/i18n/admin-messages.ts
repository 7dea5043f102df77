import { admin } from "./en/admin";
import { adminDashboard } from "./en/admin-dashboard";
import { adminJewelry } from "./en/admin-jewelry";
import { adminMessages } from "./en/admin-messages";
import { adminRates } from "./en/admin-rates";
import { adminSettings } from "./en/admin-settings";
import { adminUploads } from "./en/admin-uploads";
import { type Catalogues, createTranslator, siteMessages } from "./messages";
import { pageLanguage } from "./page-language";

/** The admin's catalogue: the site's messages and the admin's own, which visitors never download. */
const messages = {
  ...siteMessages,
  ...admin,
  ...adminDashboard,
  ...adminSettings,
  ...adminJewelry,
  ...adminMessages,
  ...adminRates,
  ...adminUploads,
} as const;

export type MessageKey = keyof typeof messages;
export type AdminMessages = Record<MessageKey, string>;

const adminCatalogues: Catalogues<MessageKey> = { en: messages };
// Awaited as this module loads, so no admin module runs before its words are in the page's language;
// visitors never load the admin, nor its Bengali.
if (pageLanguage() === "bn") adminCatalogues.bn = (await import("./bn-admin-messages")).bnAdminMessages;

export const t = createTranslator(adminCatalogues);
