import { about } from "./bn/about";
import { calculators } from "./bn/calculators";
import { catalogue } from "./bn/catalogue";
import { common } from "./bn/common";
import { contact } from "./bn/contact";
import { home } from "./bn/home";
import { rates } from "./bn/rates";
import type { SiteMessages } from "./messages";

export { checks as bnChecks } from "./bn-checks";

/** The site's messages in Bengali, in a chunk of their own: an English page never downloads them. */
export const bnSiteMessages: SiteMessages = {
  ...common,
  ...home,
  ...catalogue,
  ...calculators,
  ...about,
  ...contact,
  ...rates,
};
