import { z } from "zod";
import { type EndpointRoute, endpoints } from "./endpoints";
import { CHECKS } from "./failed-check";
import { activityEntrySchema } from "./schemas/activity";
import {
  adminResponseSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  credentialsChangedResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
} from "./schemas/admin";
import { adminSessionsResponseSchema, sessionsEndedResponseSchema } from "./schemas/admin-sessions";
import {
  backupContentsSchema,
  backupDownloadLinkSchema,
  backupRetentionSchema,
  backupSchema,
  backupsResponseSchema,
  offsiteCopiesSchema,
  offsiteStorageInputSchema,
  offsiteStorageSchema,
  offsiteTestResponseSchema,
  restoreBackupRequestSchema,
  restoredBackupSchema,
} from "./schemas/backups";
import { cataloguePageSchema } from "./schemas/catalogue-page";
import { collectionInputSchema, collectionSchema, collectionWithPiecesSchema } from "./schemas/collection";
import {
  contactMessageInputSchema,
  contactMessageReceiptSchema,
  contactMessageSchema,
} from "./schemas/contact-message";
import {
  emailNotificationsInputSchema,
  emailNotificationsSchema,
  testEmailResponseSchema,
} from "./schemas/email-notifications";
import { featuredOrderSchema } from "./schemas/featured-order";
import {
  goldRatesResponseSchema,
  rateBoardInputSchema,
  rateBoardSchema,
  rateHistoryResponseSchema,
} from "./schemas/gold-rates";
import { jewelryInputSchema, jewelryItemSchema, jewelryPatchSchema } from "./schemas/jewelry";
import { jewelryChangesSchema } from "./schemas/jewelry-changes";
import {
  pushEndpointSchema,
  pushKeyResponseSchema,
  pushStateSchema,
  pushSubscriptionSchema,
} from "./schemas/push";
import {
  rateAlertEndpointSchema,
  rateAlertInputSchema,
  rateAlertSchema,
  rateAlertStoppedSchema,
  rateAlertSummarySchema,
} from "./schemas/rate-alerts";
import { relatedPiecesSchema } from "./schemas/related-pieces";
import { websiteSettingsSchema } from "./schemas/settings";
import {
  recoveryCodesSchema,
  twoFactorEnableRequestSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "./schemas/two-factor";
import { uploadedImageSchema } from "./schemas/upload";

/** Which check a field failed (failed-check.ts), for a client that words it in its own language. */
const failedCheckSchema = z.object({ check: z.enum(CHECKS), limit: z.number().optional() });

/**
 * Every non-2xx answer of the API. `issues` names the fields at fault when input was invalid, each
 * with the check it failed; `code` names a refusal a client may word itself (adminRefusals' keys).
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string(), check: failedCheckSchema.optional() }))
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const deletedResponseSchema = z.object({ deleted: z.literal(true), _id: z.string() });
export const seedResponseSchema = z.object({ seeded: z.boolean() });
export const healthResponseSchema = z.object({ status: z.literal("ok"), version: z.string() });

/** A settings save sends `{ "<section>": value }`; the server checks it against that section's schema. */
export const settingsUpdateRequestSchema = z.record(z.string(), z.unknown());

export interface Endpoint extends EndpointRoute {
  body?: z.ZodType;
  response: z.ZodType;
}

/** The /api contract with its schemas: the server registers exactly these and validates with them. */
export const api = {
  login: {
    ...endpoints.login,
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  session: {
    ...endpoints.session,
    response: adminResponseSchema,
  },
  logout: {
    ...endpoints.logout,
    response: logoutResponseSchema,
  },
  changeUsername: {
    ...endpoints.changeUsername,
    body: changeUsernameRequestSchema,
    response: credentialsChangedResponseSchema,
  },
  changePassword: {
    ...endpoints.changePassword,
    body: changePasswordRequestSchema,
    response: credentialsChangedResponseSchema,
  },
  changeEmail: {
    ...endpoints.changeEmail,
    body: changeEmailRequestSchema,
    response: adminResponseSchema,
  },
  activity: {
    ...endpoints.activity,
    response: z.array(activityEntrySchema),
  },
  listSessions: {
    ...endpoints.listSessions,
    response: adminSessionsResponseSchema,
  },
  endOtherSessions: {
    ...endpoints.endOtherSessions,
    response: sessionsEndedResponseSchema,
  },
  endSession: {
    ...endpoints.endSession,
    response: sessionsEndedResponseSchema,
  },
  twoFactorStatus: {
    ...endpoints.twoFactorStatus,
    response: twoFactorStatusSchema,
  },
  startTwoFactor: {
    ...endpoints.startTwoFactor,
    body: twoFactorPasswordSchema,
    response: twoFactorSetupSchema,
  },
  enableTwoFactor: {
    ...endpoints.enableTwoFactor,
    body: twoFactorEnableRequestSchema,
    response: recoveryCodesSchema,
  },
  disableTwoFactor: {
    ...endpoints.disableTwoFactor,
    body: twoFactorPasswordSchema,
    response: twoFactorStatusSchema,
  },
  emailNotifications: {
    ...endpoints.emailNotifications,
    response: emailNotificationsSchema,
  },
  setEmailNotifications: {
    ...endpoints.setEmailNotifications,
    body: emailNotificationsInputSchema,
    response: emailNotificationsSchema,
  },
  sendTestEmail: {
    ...endpoints.sendTestEmail,
    response: testEmailResponseSchema,
  },
  pushKey: {
    ...endpoints.pushKey,
    response: pushKeyResponseSchema,
  },
  subscribePush: {
    ...endpoints.subscribePush,
    body: pushSubscriptionSchema,
    response: pushStateSchema,
  },
  unsubscribePush: {
    ...endpoints.unsubscribePush,
    body: pushEndpointSchema,
    response: pushStateSchema,
  },
  sendTestPush: {
    ...endpoints.sendTestPush,
    body: pushEndpointSchema,
    response: pushStateSchema,
  },
  listBackups: {
    ...endpoints.listBackups,
    response: backupsResponseSchema,
  },
  createBackup: {
    ...endpoints.createBackup,
    response: backupSchema,
  },
  downloadBackup: {
    ...endpoints.downloadBackup,
    // Not JSON: the backup folder as a gzip'd tar archive (application/gzip), saved by the browser.
    response: z.instanceof(Blob),
  },
  backupDownloadLink: {
    ...endpoints.backupDownloadLink,
    response: backupDownloadLinkSchema,
  },
  backupDownload: {
    ...endpoints.backupDownload,
    // Not JSON, and not fetched by the app: the browser saves it to disk as it arrives.
    response: z.instanceof(Blob),
  },
  setBackupRetention: {
    ...endpoints.setBackupRetention,
    body: backupRetentionSchema,
    response: backupRetentionSchema,
  },
  uploadBackup: {
    ...endpoints.uploadBackup,
    response: backupSchema,
  },
  backupContents: {
    ...endpoints.backupContents,
    response: backupContentsSchema,
  },
  restoreBackup: {
    ...endpoints.restoreBackup,
    body: restoreBackupRequestSchema,
    response: restoredBackupSchema,
  },
  offsiteStorage: {
    ...endpoints.offsiteStorage,
    response: offsiteStorageSchema,
  },
  setOffsiteStorage: {
    ...endpoints.setOffsiteStorage,
    body: offsiteStorageInputSchema,
    response: offsiteStorageSchema,
  },
  /** Tries the settings as typed (a blank secret key: the stored one) without saving them. */
  testOffsiteStorage: {
    ...endpoints.testOffsiteStorage,
    body: offsiteStorageInputSchema,
    response: offsiteTestResponseSchema,
  },
  offsiteCopies: {
    ...endpoints.offsiteCopies,
    response: offsiteCopiesSchema,
  },
  bringBackOffsiteCopy: {
    ...endpoints.bringBackOffsiteCopy,
    response: backupSchema,
  },
  getSettings: {
    ...endpoints.getSettings,
    response: websiteSettingsSchema,
  },
  updateSettings: {
    ...endpoints.updateSettings,
    body: settingsUpdateRequestSchema,
    response: websiteSettingsSchema,
  },
  initSampleData: {
    ...endpoints.initSampleData,
    response: seedResponseSchema,
  },
  listFeaturedJewelry: {
    ...endpoints.listFeaturedJewelry,
    response: z.array(jewelryItemSchema),
  },
  orderFeaturedJewelry: {
    ...endpoints.orderFeaturedJewelry,
    body: featuredOrderSchema,
    response: z.array(jewelryItemSchema),
  },
  listJewelry: {
    ...endpoints.listJewelry,
    response: z.array(jewelryItemSchema),
  },
  jewelryChanges: {
    ...endpoints.jewelryChanges,
    response: jewelryChangesSchema,
  },
  jewelryPage: {
    ...endpoints.jewelryPage,
    response: cataloguePageSchema,
  },
  getJewelry: {
    ...endpoints.getJewelry,
    response: jewelryItemSchema,
  },
  relatedJewelry: {
    ...endpoints.relatedJewelry,
    response: relatedPiecesSchema,
  },
  createJewelry: {
    ...endpoints.createJewelry,
    body: jewelryInputSchema,
    response: jewelryItemSchema,
  },
  updateJewelry: {
    ...endpoints.updateJewelry,
    body: jewelryPatchSchema,
    response: jewelryItemSchema,
  },
  deleteJewelry: {
    ...endpoints.deleteJewelry,
    response: deletedResponseSchema,
  },
  listCollections: { ...endpoints.listCollections, response: z.array(collectionSchema) },
  getCollection: { ...endpoints.getCollection, response: collectionWithPiecesSchema },
  createCollection: {
    ...endpoints.createCollection,
    body: collectionInputSchema,
    response: collectionSchema,
  },
  updateCollection: {
    ...endpoints.updateCollection,
    body: collectionInputSchema,
    response: collectionSchema,
  },
  deleteCollection: { ...endpoints.deleteCollection, response: deletedResponseSchema },
  /** Multipart: one photo in the UPLOAD_FIELD field; answered 201 with the stored photo. */
  uploadPhoto: {
    ...endpoints.uploadPhoto,
    response: uploadedImageSchema,
  },
  sendContactMessage: {
    ...endpoints.sendContactMessage,
    body: contactMessageInputSchema,
    response: contactMessageReceiptSchema,
  },
  listContactMessages: {
    ...endpoints.listContactMessages,
    response: z.array(contactMessageSchema),
  },
  markMessageRead: {
    ...endpoints.markMessageRead,
    response: contactMessageSchema,
  },
  markMessageReplied: {
    ...endpoints.markMessageReplied,
    response: contactMessageSchema,
  },
  deleteContactMessage: {
    ...endpoints.deleteContactMessage,
    response: deletedResponseSchema,
  },
  getGoldRates: {
    ...endpoints.getGoldRates,
    response: goldRatesResponseSchema,
  },
  rateHistory: { ...endpoints.rateHistory, response: rateHistoryResponseSchema },
  publishRates: { ...endpoints.publishRates, body: rateBoardInputSchema, response: rateBoardSchema },
  listRateBoards: { ...endpoints.listRateBoards, response: z.array(rateBoardSchema) },
  withdrawRateBoard: { ...endpoints.withdrawRateBoard, response: rateBoardSchema },
  rateAlertKey: { ...endpoints.rateAlertKey, response: pushKeyResponseSchema },
  subscribeRateAlerts: {
    ...endpoints.subscribeRateAlerts,
    body: rateAlertInputSchema,
    response: rateAlertSchema,
  },
  findRateAlert: { ...endpoints.findRateAlert, body: rateAlertEndpointSchema, response: rateAlertSchema },
  stopRateAlerts: {
    ...endpoints.stopRateAlerts,
    body: rateAlertEndpointSchema,
    response: rateAlertStoppedSchema,
  },
  rateAlertSummary: { ...endpoints.rateAlertSummary, response: rateAlertSummarySchema },
  rateCard: {
    ...endpoints.rateCard,
    // Not JSON: a PNG (core/rate-cards.ts), or today's as a redirect to its board's card.
    response: z.instanceof(Blob),
  },
  health: {
    ...endpoints.health,
    response: healthResponseSchema,
  },
} as const satisfies Record<keyof typeof endpoints, Endpoint>;

export type Api = typeof api;
