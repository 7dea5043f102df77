import { admin } from "./en/admin";
import { adminDashboard } from "./en/admin-dashboard";
import { adminJewelry } from "./en/admin-jewelry";
import { adminMessages } from "./en/admin-messages";
import { adminRates } from "./en/admin-rates";
import { adminSettings } from "./en/admin-settings";
import { adminUploads } from "./en/admin-uploads";
import { type Catalogues, createTranslator, siteMessages } from "./messages";

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

/** The admin's catalogues; the admin's start in Bengali adds its own before anything renders. */
export const adminCatalogues: Catalogues<MessageKey> = { en: messages };
export const t = createTranslator(adminCatalogues);
