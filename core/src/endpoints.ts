/** Method, path and guard of every /api call: what both sides need at run time, without the schemas. */
export interface EndpointRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Hono-style path: `:name` marks a parameter. */
  path: string;
  /** Needs `Authorization: Bearer <token>` from POST /api/admin/login. */
  admin: boolean;
}

/**
 * The /api contract's routes: the spec's eighteen calls plus health, session, sign-out, the admin's
 * email, activity, signed-in devices, two-factor sign-in, notifications, backups and their offsite copies, the rate
 * board's history, publishing and withdrawal, its cards to share, the catalogue's changes since a device's copy, one page of its list,
 * the pieces shown beside an item, the featured pieces' order, and the owner's collections of pieces.
 * Kept apart from the schemas (`api.ts`) so a page that only reads never downloads zod.
 */
export const endpoints = {
  login: { method: "POST", path: "/api/admin/login", admin: false },
  session: { method: "GET", path: "/api/admin/session", admin: true },
  logout: { method: "POST", path: "/api/admin/logout", admin: true },
  changeUsername: { method: "PUT", path: "/api/admin/username", admin: true },
  changePassword: { method: "PUT", path: "/api/admin/password", admin: true },
  changeEmail: { method: "PUT", path: "/api/admin/email", admin: true },
  activity: { method: "GET", path: "/api/admin/activity", admin: true },
  listSessions: { method: "GET", path: "/api/admin/sessions", admin: true },
  endOtherSessions: { method: "POST", path: "/api/admin/sessions/sign-out-others", admin: true },
  endSession: { method: "DELETE", path: "/api/admin/sessions/:id", admin: true },
  twoFactorStatus: { method: "GET", path: "/api/admin/two-factor", admin: true },
  startTwoFactor: { method: "POST", path: "/api/admin/two-factor/setup", admin: true },
  enableTwoFactor: { method: "POST", path: "/api/admin/two-factor/enable", admin: true },
  disableTwoFactor: { method: "POST", path: "/api/admin/two-factor/disable", admin: true },
  emailNotifications: { method: "GET", path: "/api/admin/notifications/email", admin: true },
  setEmailNotifications: { method: "PUT", path: "/api/admin/notifications/email", admin: true },
  sendTestEmail: { method: "POST", path: "/api/admin/notifications/email/test", admin: true },
  pushKey: { method: "GET", path: "/api/admin/push", admin: true },
  subscribePush: { method: "POST", path: "/api/admin/push/subscriptions", admin: true },
  unsubscribePush: { method: "POST", path: "/api/admin/push/unsubscribe", admin: true },
  sendTestPush: { method: "POST", path: "/api/admin/push/test", admin: true },
  listBackups: { method: "GET", path: "/api/admin/backups", admin: true },
  createBackup: { method: "POST", path: "/api/admin/backups", admin: true },
  downloadBackup: { method: "GET", path: "/api/admin/backups/:name", admin: true },
  backupDownloadLink: { method: "POST", path: "/api/admin/backups/:name/download-link", admin: true },
  // The link itself: the browser downloads it, with no session to send, so its ticket is the key.
  backupDownload: { method: "GET", path: "/api/backup-downloads/:ticket", admin: false },
  setBackupRetention: { method: "PUT", path: "/api/admin/backups/retention", admin: true },
  // The body is the downloaded archive itself (application/gzip), not JSON.
  uploadBackup: { method: "POST", path: "/api/admin/backups/upload", admin: true },
  backupContents: { method: "GET", path: "/api/admin/backups/:name/contents", admin: true },
  restoreBackup: { method: "POST", path: "/api/admin/backups/:name/restore", admin: true },
  // Not under /backups/, where GET /backups/:name names a backup.
  offsiteStorage: { method: "GET", path: "/api/admin/offsite-storage", admin: true },
  setOffsiteStorage: { method: "PUT", path: "/api/admin/offsite-storage", admin: true },
  testOffsiteStorage: { method: "POST", path: "/api/admin/offsite-storage/test", admin: true },
  offsiteCopies: { method: "GET", path: "/api/admin/offsite-storage/copies", admin: true },
  // Downloads the copy to the server's backups, ready to restore: nothing is restored yet.
  bringBackOffsiteCopy: {
    method: "POST",
    path: "/api/admin/offsite-storage/copies/:name/bring-back",
    admin: true,
  },
  getSettings: { method: "GET", path: "/api/website-settings", admin: false },
  updateSettings: { method: "PUT", path: "/api/website-settings/:section", admin: true },
  initSampleData: { method: "POST", path: "/api/init-sample-data-dev", admin: false },
  listFeaturedJewelry: { method: "GET", path: "/api/jewelry/featured", admin: false },
  orderFeaturedJewelry: { method: "PUT", path: "/api/jewelry/featured/order", admin: true },
  listJewelry: { method: "GET", path: "/api/jewelry", admin: false },
  jewelryChanges: { method: "GET", path: "/api/jewelry/changes", admin: false },
  jewelryPage: { method: "GET", path: "/api/jewelry/page", admin: false },
  getJewelry: { method: "GET", path: "/api/jewelry/:id", admin: false },
  relatedJewelry: { method: "GET", path: "/api/jewelry/:id/related", admin: false },
  createJewelry: { method: "POST", path: "/api/jewelry", admin: true },
  updateJewelry: { method: "PUT", path: "/api/jewelry/:id", admin: true },
  deleteJewelry: { method: "DELETE", path: "/api/jewelry/:id", admin: true },
  listCollections: { method: "GET", path: "/api/collections", admin: false },
  getCollection: { method: "GET", path: "/api/collections/:slug", admin: false },
  createCollection: { method: "POST", path: "/api/collections", admin: true },
  updateCollection: { method: "PUT", path: "/api/collections/:id", admin: true },
  deleteCollection: { method: "DELETE", path: "/api/collections/:id", admin: true },
  uploadPhoto: { method: "POST", path: "/api/uploads", admin: true },
  sendContactMessage: { method: "POST", path: "/api/contact-messages", admin: false },
  listContactMessages: { method: "GET", path: "/api/contact-messages", admin: true },
  markMessageRead: { method: "PUT", path: "/api/contact-messages/:id/read", admin: true },
  markMessageReplied: { method: "PUT", path: "/api/contact-messages/:id/replied", admin: true },
  deleteContactMessage: { method: "DELETE", path: "/api/contact-messages/:id", admin: true },
  getGoldRates: { method: "GET", path: "/api/gold-rates", admin: false },
  rateHistory: { method: "GET", path: "/api/gold-rates/history", admin: false },
  publishRates: { method: "POST", path: "/api/gold-rates", admin: true },
  listRateBoards: { method: "GET", path: "/api/gold-rates/boards", admin: true },
  withdrawRateBoard: { method: "DELETE", path: "/api/gold-rates/boards/:id", admin: true },
  rateAlertKey: { method: "GET", path: "/api/rate-alerts/key", admin: false },
  subscribeRateAlerts: { method: "PUT", path: "/api/rate-alerts", admin: false },
  findRateAlert: { method: "POST", path: "/api/rate-alerts/find", admin: false },
  stopRateAlerts: { method: "POST", path: "/api/rate-alerts/stop", admin: false },
  rateAlertSummary: { method: "GET", path: "/api/admin/rate-alerts", admin: true },
  // `:board` is a board's id or "today"; `:card` is "en-square.png", "bn-preview.png" and so on.
  rateCard: { method: "GET", path: "/api/rate-cards/:board/:card", admin: false },
  health: { method: "GET", path: "/api/health", admin: false },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpoints;

/**
 * A random id the PWA keeps per device and sends with every contact message, so that the per-sender
 * limit tells apart phones that share one public address (mobile carriers put many behind one).
 */
export const DEVICE_KEY_HEADER = "x-device-key";

/** Fills `:name` parameters, encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
