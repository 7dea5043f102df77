import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const SEALED = "sealed1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED);

export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * Seals a short secret the database keeps (the authenticator's key, the offsite storage's secret
 * key, the mail server's password) with a key drawn from the server's own secret, which lives beside the database and never goes
 * into a backup: a backup that leaks gives away neither. AES-256-GCM with a fresh nonce each time;
 * `purpose` keeps the key apart from the tokens' use of the same secret, and `recovery` tells the
 * owner what to do when a sealed value cannot be opened. A value stored before sealing opens as it is.
 */
export function createSecretBox(serverSecret: Uint8Array, purpose: string, recovery: string) {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, new Uint8Array(), purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(stored: string): string {
      if (!isSealed(stored)) return stored;
      const sealed = Buffer.from(stored.slice(SEALED.length), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        throw new Error(
          `A ${purpose} stored in the database cannot be opened with this server's token-secret ` +
            `(was the database restored onto another server?): ${recovery}`,
        );
      }
    },
  };
}
