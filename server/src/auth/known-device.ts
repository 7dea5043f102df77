import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { endpoints } from "#core/endpoints";
import { newId } from "../db/ids";
import type { AdminRecord } from "../db/repositories/admin-repository";
import { clientUsedHttps } from "../http/client-address";
import type { ProxyTrust } from "../http/proxy-trust";
import { DEVICE_LIFETIME_SECONDS, type TokenService } from "./tokens";

export const KNOWN_DEVICE_COOKIE = "known_device";

/**
 * Browsers the owner has signed in from (OWASP "device cookies"): a signed token naming the admin,
 * in a cookie that only the login call ever carries and that page scripts cannot read.
 */
export function createKnownDevices(
  tokens: TokenService,
  trustProxy: ProxyTrust,
  publicUrl: string | undefined,
) {
  return {
    /** The device id when this browser signed in as `admin` before; undefined for any other browser. */
    async recognise(c: Context, admin: AdminRecord | null): Promise<string | undefined> {
      const cookie = getCookie(c, KNOWN_DEVICE_COOKIE);
      if (!cookie || !admin) return undefined;
      const device = await tokens.verifyDevice(cookie);
      // A password or username change since forgets it, as it ends every session; so does "sign out
      // other devices" from another browser.
      return device?.adminId === admin.id &&
        device.tokenVersion === admin.tokenVersion &&
        device.generation === admin.deviceGeneration
        ? device.deviceId
        : undefined;
    },

    /** Marks (or marks again, for another half year) this browser as one the admin signs in from. */
    async remember(c: Context, admin: AdminRecord, deviceId = newId()): Promise<void> {
      const device = {
        adminId: admin.id,
        deviceId,
        tokenVersion: admin.tokenVersion,
        generation: admin.deviceGeneration,
      };
      setCookie(c, KNOWN_DEVICE_COOKIE, await tokens.signDevice(device), {
        path: endpoints.login.path,
        httpOnly: true,
        sameSite: "Strict",
        secure: clientUsedHttps(c, trustProxy, publicUrl),
        maxAge: DEVICE_LIFETIME_SECONDS,
      });
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
