import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";

export const VAPID_FILE = "vapid-keys.json";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The keys the push services know this server by, made on first start and kept beside the database,
 * readable by its owner only: new keys would orphan every device's subscription.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_FILE);
  ensurePrivateDir(dataDir);
  try {
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), {
      mode: PRIVATE_FILE_MODE,
      flag: "wx",
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  }
  const keys = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string")
    throw new Error(
      `${file} holds no VAPID key pair; delete it to make a new one (each device then turns notifications on again)`,
    );
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
