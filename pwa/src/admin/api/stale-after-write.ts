import { type EndpointName, endpoints } from "#core/endpoints";

type Endpoints = typeof endpoints;

/** The GET calls: what the admin keeps in its query cache, by name. */
export type ReadName = {
  [N in EndpointName]: Endpoints[N]["method"] extends "GET" ? N : never;
}[EndpointName];

/** The admin's own writes: every call behind the admin guard that changes something. */
export type AdminWriteName = {
  [N in EndpointName]: Endpoints[N] extends { admin: true; method: "POST" | "PUT" | "DELETE" } ? N : never;
}[EndpointName];

// A piece's change shows in the collections that hold it; a deleted one leaves them.
const COLLECTIONS: ReadName[] = ["listCollections", "getCollection"];
const CATALOGUE: ReadName[] = [
  "listJewelry",
  "listFeaturedJewelry",
  "getJewelry",
  "jewelryPage",
  ...COLLECTIONS,
];
// A board taking effect now alerts visitors at once.
const RATES: ReadName[] = ["listRateBoards", "getGoldRates", "rateAlertSummary"];

/**
 * What each write makes stale. Every write lands in the activity log, which the dashboard reads.
 * Typed as a full record, so a new admin write cannot be added without saying what it changes.
 */
export const STALE_AFTER: Record<AdminWriteName, readonly ReadName[]> = {
  logout: [],
  endSession: ["listSessions", "activity"],
  endOtherSessions: ["listSessions", "activity"],
  // The answer carries the new token or details: the session is taken from it, not fetched again.
  changeUsername: ["activity"],
  changePassword: ["activity"],
  changeEmail: ["activity"],
  updateSettings: ["getSettings", "activity"],
  createJewelry: [...CATALOGUE, "activity"],
  updateJewelry: [...CATALOGUE, "activity"],
  deleteJewelry: [...CATALOGUE, "activity"],
  orderFeaturedJewelry: ["listFeaturedJewelry", "activity"],
  createCollection: [...COLLECTIONS, "activity"],
  updateCollection: [...COLLECTIONS, "activity"],
  deleteCollection: [...COLLECTIONS, "activity"],
  markMessageRead: ["listContactMessages", "activity"],
  markMessageReplied: ["listContactMessages", "activity"],
  deleteContactMessage: ["listContactMessages", "activity"],
  publishRates: [...RATES, "activity"],
  withdrawRateBoard: [...RATES, "activity"],
  // The setup only shows a secret: nothing is on until a code confirms it.
  startTwoFactor: [],
  enableTwoFactor: ["twoFactorStatus", "activity"],
  disableTwoFactor: ["twoFactorStatus", "activity"],
  setEmailNotifications: ["emailNotifications", "activity"],
  sendTestEmail: [],
  // A device's own subscription lives in its browser: nothing the admin reads changes.
  subscribePush: [],
  unsubscribePush: [],
  sendTestPush: [],
  createBackup: ["listBackups", "activity"],
  backupDownloadLink: [],
  setBackupRetention: ["listBackups", "activity"],
  uploadBackup: ["listBackups"],
  // Everything, but read again by the dialog once the owner has read it: the restored data may not
  // know this sign-in, and the first read would end it.
  restoreBackup: [],
  // The list tells the copy the new settings start at once.
  setOffsiteStorage: ["offsiteStorage", "listBackups", "activity"],
  testOffsiteStorage: [],
  // The copy joins the backups, to restore: nothing else changes yet.
  bringBackOffsiteCopy: ["listBackups"],
  // A photo changes nothing until an item or setting that names it is saved.
  uploadPhoto: [],
};

export const isAdminWrite = (name: EndpointName): name is AdminWriteName => name in STALE_AFTER;

/**
 * The visitors' copies on this device that a write makes stale: the public reads without path
 * parameters, which the site keeps by path (an item's own page catches up when it is next opened,
 * as every page does).
 */
export const publicPathsStaleAfter = (name: AdminWriteName): string[] =>
  STALE_AFTER[name]
    .map((read) => endpoints[read])
    .filter((endpoint) => !endpoint.admin && !endpoint.path.includes(":"))
    .map((endpoint) => endpoint.path);
