import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** An authenticator app shows a new code every 30 seconds; one step either side is accepted for clock drift. */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

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
