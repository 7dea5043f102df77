import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { RECOVERY_CODE_COUNT } from "#core/schemas/two-factor";

/** An authenticator app shows a new code every 30 seconds; one step either side is accepted for clock drift. */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
/** Crockford's base32: no I, L, O or U to misread. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

const totp = (secret: string, issuer = "", label = "") =>
  new TOTP({ secret: Secret.fromBase32(secret), issuer, label, period: PERIOD_SECONDS, digits: 6 });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app adds (as "issuer (label)") and its QR code as SVG. */
export async function totpEnrolment(secret: string, issuer: string, label: string) {
  const uri = totp(secret, issuer, label).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, uri, qrSvg };
}

/** What was typed in the code field: six digits from the app, or anything else as a recovery code. */
export const isAppCode = (typed: string) => /^\d{6}$/.test(typed.replace(/\s/g, ""));

/** The time step of a right code from the app (within the drift allowed), or null. */
export function appCodeStep(secret: string, typed: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = totp(secret).validate({ token: typed.replace(/\s/g, ""), timestamp, window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/** The code the app shows at `at`: for tests and the journey that enrols one. */
export const appCodeAt = (secret: string, at: Date): string =>
  totp(secret).generate({ timestamp: at.getTime() });

/** Ten codes like "k7m2q-x9d4r" (50 random bits each), each good for one sign-in. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/**
 * A recovery code as stored: typed in any case, with or without its hyphen or spaces, and with the
 * letters Crockford's alphabet reads as digits (O as 0, I and L as 1).
 */
export function recoveryCodeHash(typed: string): string {
  const normal = typed.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  return createHash("sha256").update(normal).digest("hex");
}
