import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import { MIN_SECRET_BYTES } from "./tokens";

export const SECRET_FILE = "token-secret";

/** The signing secret is made on first start and kept beside the database, readable by its owner only. */
export function loadOrCreateSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, SECRET_FILE);
  ensurePrivateDir(dataDir);
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: PRIVATE_FILE_MODE, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  }
  const secret = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
  if (secret.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes; delete it to make a new one`);
  }
  return secret;
}
