import type { Database } from "better-sqlite3";
import { createAdminRepository } from "./repositories/admin-repository";
import { createAuditRepository } from "./repositories/audit-repository";
import { createCollectionRepository } from "./repositories/collection-repository";
import { createContactMessageRepository } from "./repositories/contact-message-repository";
import { createFlagsRepository } from "./repositories/flags-repository";
import { createJewelryRepository } from "./repositories/jewelry-repository";
import { createNotificationRepository } from "./repositories/notification-repository";
import { createPushSubscriptionRepository } from "./repositories/push-subscription-repository";
import { createRateAlertRepository } from "./repositories/rate-alert-repository";
import { createRatesRepository } from "./repositories/rates-repository";
import { createSessionRepository } from "./repositories/session-repository";
import { createSettingsRepository } from "./repositories/settings-repository";
import { createTwoFactorRepository } from "./repositories/two-factor-repository";

export function createRepositories(db: Database, now: () => Date) {
  const jewelry = createJewelryRepository(db, now);
  return {
    admins: createAdminRepository(db, now),
    audit: createAuditRepository(db, now),
    messages: createContactMessageRepository(db, now),
    flags: createFlagsRepository(db),
    jewelry,
    collections: createCollectionRepository(db, now, jewelry.find),
    notifications: createNotificationRepository(db, now),
    pushSubscriptions: createPushSubscriptionRepository(db, now),
    rates: createRatesRepository(db, now),
    rateAlerts: createRateAlertRepository(db, now),
    sessions: createSessionRepository(db, now),
    settings: createSettingsRepository(db, now),
    twoFactor: createTwoFactorRepository(db, now),
    /** Runs fn in one transaction (nested calls become savepoints). */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
