import initial from "./0001-initial";
import adminSessions from "./0002-admin-sessions";
import contactMessageBodyHash from "./0003-contact-message-body-hash";
import jewelryBengaliTexts from "./0004-jewelry-bengali-texts";
import adminTwoFactor from "./0005-admin-two-factor";
import notificationOutbox from "./0006-notification-outbox";
import pushSubscriptions from "./0007-push-subscriptions";
import jewelryChangeLog from "./0008-jewelry-change-log";
import signInGuards from "./0009-sign-in-guards";
import jewelryPairs from "./0010-jewelry-pairs";
import collections from "./0011-collections";
import featuredOrder from "./0012-featured-order";
import messagePieces from "./0013-message-pieces";
import jewelryEstimates from "./0014-jewelry-estimates";
import rateAlerts from "./0015-rate-alerts";

/** Applied in order; a migration, once released, is never edited: add the next number instead. */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: "initial", sql: initial },
  { version: 2, name: "admin-sessions", sql: adminSessions },
  { version: 3, name: "contact-message-body-hash", sql: contactMessageBodyHash },
  { version: 4, name: "jewelry-bengali-texts", sql: jewelryBengaliTexts },
  { version: 5, name: "admin-two-factor", sql: adminTwoFactor },
  { version: 6, name: "notification-outbox", sql: notificationOutbox },
  { version: 7, name: "push-subscriptions", sql: pushSubscriptions },
  { version: 8, name: "jewelry-change-log", sql: jewelryChangeLog },
  { version: 9, name: "sign-in-guards", sql: signInGuards },
  { version: 10, name: "jewelry-pairs", sql: jewelryPairs },
  { version: 11, name: "collections", sql: collections },
  { version: 12, name: "featured-order", sql: featuredOrder },
  { version: 13, name: "message-pieces", sql: messagePieces },
  { version: 14, name: "jewelry-estimates", sql: jewelryEstimates },
  { version: 15, name: "rate-alerts", sql: rateAlerts },
];
