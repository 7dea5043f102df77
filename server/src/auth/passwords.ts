import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { COMMON_PASSWORDS } from "./common-passwords";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt cost as a power of two; 17 (N = 131072, 128 MiB) is the production setting. */
export const PRODUCTION_COST = 17;
const KEY_LENGTH = 32;

const scryptOptions = (cost: number, r: number, p: number) => ({
  N: 2 ** cost,
  r,
  p,
  maxmem: 2 ** cost * r * 256,
});

const derive = (password: string, salt: Buffer, cost: number, r: number, p: number) =>
  scryptAsync(password.normalize("NFC"), salt, KEY_LENGTH, scryptOptions(cost, r, p));

/** A stored hash's parts, or null when it is not one of ours. */
function parseHash(stored: string) {
  const [scheme, cost, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !cost || !r || !p || !salt || !hash) return null;
  return {
    cost: Number(cost),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, "base64url"),
    hash: Buffer.from(hash, "base64url"),
  };
}

const formatHash = (cost: number, salt: Buffer, hash: Buffer) =>
  ["scrypt", cost, 8, 1, salt.toString("base64url"), hash.toString("base64url")].join("$");

/** Stored as `scrypt$cost$r$p$salt$hash`, so a later change of cost still verifies old hashes. */
export async function hashPassword(
  password: string,
  cost = PRODUCTION_COST,
  salt: Buffer = randomBytes(16),
): Promise<string> {
  return formatHash(cost, salt, await derive(password, salt, cost, 8, 1));
}

/** As hashPassword, blocking: for the one-off hashing of values stored before they were hashed slowly. */
export function hashPasswordNow(password: string, cost: number, salt: Buffer): string {
  return formatHash(
    cost,
    salt,
    scryptSync(password.normalize("NFC"), salt, KEY_LENGTH, scryptOptions(cost, 8, 1)),
  );
}

/** The salt and cost a stored hash was made with, which a new hash made to match it must share. */
export const hashParameters = (stored: string): { cost: number; salt: Buffer } | null => parseHash(stored);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost, parsed.r, parsed.p);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

export const isCommonPassword = (password: string, username = ""): boolean => {
  const lowered = password.toLowerCase();
  return COMMON_PASSWORDS.has(lowered) || (username.length > 0 && lowered.includes(username.toLowerCase()));
};

/** A password for first start and resets: 20 characters from an alphabet without look-alikes. */
export function generatePassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(20);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}
