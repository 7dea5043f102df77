import type { SiteRefusalCode } from "#core/refusals";
import { about } from "./bn/about";
import { calculators } from "./bn/calculators";
import { catalogue } from "./bn/catalogue";
import { collections } from "./bn/collections";
import { common } from "./bn/common";
import { contact } from "./bn/contact";
import { goldExchange } from "./bn/gold-exchange";
import { home } from "./bn/home";
import { myList } from "./bn/my-list";
import { pieceEstimate } from "./bn/piece-estimate";
import { rateAlerts } from "./bn/rate-alerts";
import { rates } from "./bn/rates";
import { ratesDisplay } from "./bn/rates-display";
import { showrooms } from "./bn/showrooms";
import { zakat } from "./bn/zakat";
import type { SiteMessages } from "./messages";

export { checks as bnChecks } from "./bn-checks";

/** The refusals a visitor can meet, in Bengali, by the code the API answers them with. */
export const bnSiteRefusals: Record<SiteRefusalCode, string> = {
  tooManyMessages: "এই সংযোগ থেকে অনেক বেশি বার্তা পাঠানো হয়েছে: আমাদের ফোন করুন।",
  idempotencyKeyReused: "এই বার্তাটি আগের একটি বার্তার চিহ্ন নিয়ে এসেছে। নতুন করে বার্তাটি পাঠান।",
  unknownPushService: "এই ব্রাউজারের নোটিফিকেশন সেবায় দোকান অ্যালার্ট পাঠাতে পারে না",
  rateAlertNotFound: "এই ব্রাউজারে দরের অ্যালার্ট চালু নেই",
  rateAlertsFull: "এই মুহূর্তে দরের অ্যালার্টে আর কাউকে যোগ করা যাচ্ছে না: একটু পরে আবার চেষ্টা করুন",
};

/** The site's messages in Bengali, in a chunk of their own: an English page never downloads them. */
export const bnSiteMessages: SiteMessages = {
  ...common,
  ...home,
  ...catalogue,
  ...collections,
  ...calculators,
  ...goldExchange,
  ...about,
  ...contact,
  ...rates,
  ...rateAlerts,
  ...ratesDisplay,
  ...pieceEstimate,
  ...showrooms,
  ...myList,
  ...zakat,
};
