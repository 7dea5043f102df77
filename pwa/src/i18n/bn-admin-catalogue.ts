import type { AdminCatalogue } from "./admin-catalogue";
import { admin } from "./bn/admin";
import { adminBackups } from "./bn/admin-backups";
import { adminCollections } from "./bn/admin-collections";
import { adminDashboard } from "./bn/admin-dashboard";
import { adminEstimates } from "./bn/admin-estimates";
import { adminInbox } from "./bn/admin-inbox";
import { adminJewelry } from "./bn/admin-jewelry";
import { adminRateDisplay } from "./bn/admin-rate-display";
import { adminRates } from "./bn/admin-rates";
import { adminSettings } from "./bn/admin-settings";
import { adminUploads } from "./bn/admin-uploads";
import { bnSiteMessages } from "./bn-site-messages";

export { refusals as bnRefusals } from "./bn-refusals";

/** The admin's messages in Bengali: the site's and the admin's own, loaded with the admin only. */
export const bnAdminCatalogue: AdminCatalogue = {
  ...bnSiteMessages,
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
};
