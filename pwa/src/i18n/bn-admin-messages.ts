import type { AdminMessages } from "./admin-messages";
import { admin } from "./bn/admin";
import { adminBackups } from "./bn/admin-backups";
import { adminDashboard } from "./bn/admin-dashboard";
import { adminJewelry } from "./bn/admin-jewelry";
import { adminMessages } from "./bn/admin-messages";
import { adminRates } from "./bn/admin-rates";
import { adminSettings } from "./bn/admin-settings";
import { adminUploads } from "./bn/admin-uploads";
import { bnSiteMessages } from "./bn-site-messages";

export { refusals as bnRefusals } from "./bn-refusals";

/** The admin's messages in Bengali: the site's and the admin's own, loaded with the admin only. */
export const bnAdminMessages: AdminMessages = {
  ...bnSiteMessages,
  ...admin,
  ...adminDashboard,
  ...adminSettings,
  ...adminJewelry,
  ...adminMessages,
  ...adminRates,
  ...adminUploads,
  ...adminBackups,
};
