import { db } from "../device/db";

const NAME = "contact-device-key";

/**
 * A random id made once per device (browser profile). It names no one: it only lets the server's
 * limit on contact messages tell apart phones that share one public address.
 */
export async function deviceKey(): Promise<string> {
  // One transaction: two tabs (or a tab and the service worker) starting at once agree on one key.
  return db.transaction("rw", db.device, async () => {
    const saved = await db.device.get(NAME);
    if (saved) return saved.value;
    const value = `device-${crypto.randomUUID()}`;
    await db.device.add({ name: NAME, value });
    return value;
  });
}
