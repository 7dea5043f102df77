import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
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

const derive = (password: string, salt: Buffer, cost: number, r: number, p: number) =>
  scryptAsync(password.normalize("NFC"), salt, KEY_LENGTH, {
    N: 2 ** cost,
    r,
    p,
    maxmem: 2 ** cost * r * 256,
  });

/** Stored as `scrypt$cost$r$p$salt$hash`, so a later change of cost still verifies old hashes. */
export async function hashPassword(password: string, cost = PRODUCTION_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost, 8, 1);
  return ["scrypt", cost, 8, 1, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !cost || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(cost), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
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
