import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadOrCreateVapidKeys, VAPID_FILE } from "./vapid-keys";

describe("the server's push keys", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-vapid-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("are made on first start, kept private, and the same on every start after", () => {
    const first = loadOrCreateVapidKeys(dataDir);
    // An uncompressed P-256 public key (65 bytes) and its 32-byte private key, base64url.
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect(fs.statSync(path.join(dataDir, VAPID_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys(dataDir)).toEqual(first);
  });

  it("refuses a damaged file rather than making new keys that would orphan every device", () => {
    fs.writeFileSync(path.join(dataDir, VAPID_FILE), "{}");
    expect(() => loadOrCreateVapidKeys(dataDir)).toThrow(
      /holds no VAPID key pair; delete it to make a new one/,
    );
  });
});
