import { z } from "zod";
import { refusalWords } from "../refusals";
import { oneTimeCodeSchema } from "./admin";
import { isoTimestamp } from "./text";

/** How many one-time recovery codes a setup hands out. */
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: isoTimestamp.nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});

/** Asked before the secret is shown or two-factor is turned off: a session alone is not enough. */
export const twoFactorPasswordSchema = z.object({
  password: z.string({ error: refusalWords("fillAllFields") }).min(1, refusalWords("fillAllFields")),
});

/** The new secret to add to an authenticator app: by its QR code, or typed in by hand. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});

export const twoFactorEnableRequestSchema = z.object({ code: oneTimeCodeSchema });

/** Shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
