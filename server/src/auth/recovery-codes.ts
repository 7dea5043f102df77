import { createHash, randomBytes, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "#core/schemas/two-factor";
import { hashParameters, hashPassword, hashPasswordNow } from "./passwords";

/** Crockford's base32: no I, L, O or U to misread. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/**
 * scrypt's cost for codes, below the password's: 50 random bits (2^49 guesses, each 16 MiB of
 * scrypt at production's 17) are out of reach at a tenth of the work, and turning two-factor on
 * hashes ten of them.
 */
export const recoveryCodeCost = (passwordCost: number) => Math.max(passwordCost - 3, 10);
/** How codes were stored before they were hashed slowly: SHA-256 of the normal form, in hex. */
const UNSALTED = /^[0-9a-f]{64}$/;

/** Ten codes like "k7m2q-x9d4r" (50 random bits each), each good for one sign-in. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/**
 * A code as typed, reduced to one form: any case, with or without its hyphen or spaces, and with the
 * letters Crockford's alphabet reads as digits (O as 0, I and L as 1); then SHA-256, as codes were
 * first stored, so those can be hashed slowly in place.
 */
function normalDigest(typed: string): string {
  const normal = typed.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  return createHash("sha256").update(normal).digest("hex");
}

/**
 * Codes as stored: scrypt, as passwords are, with one salt for one admin's set, so a backup gives
 * no code away to a table or a fast guesser (ADR 023), and a typed code costs one hash to check.
 */
export async function hashRecoveryCodes(codes: readonly string[], cost: number): Promise<string[]> {
  const salt = randomBytes(16);
  return Promise.all(codes.map((code) => hashPassword(normalDigest(code), cost, salt)));
}

/** The stored hash `typed` matches among `stored` (one admin's unused codes), or null. */
export async function matchingRecoveryCode(typed: string, stored: readonly string[]): Promise<string | null> {
  const digest = normalDigest(typed);
  const tried = new Set<string>();
  for (const hash of stored) {
    const parameters = hashParameters(hash);
    const key = parameters && `${parameters.cost}$${parameters.salt.toString("base64url")}`;
    if (!parameters || !key || tried.has(key)) continue;
    tried.add(key);
    const candidate = await hashPassword(digest, parameters.cost, parameters.salt);
    if (stored.includes(candidate)) return candidate;
  }
  return null;
}

/**
 * One admin's codes stored before they were hashed slowly, hashed now in place (the same salt for
 * the set); codes hashed slowly already are kept as they are.
 */
export function hardenStoredCodes(stored: readonly string[], cost: number): Map<string, string> {
  const salt = randomBytes(16);
  return new Map(
    stored.filter((hash) => UNSALTED.test(hash)).map((hash) => [hash, hashPasswordNow(hash, cost, salt)]),
  );
}
