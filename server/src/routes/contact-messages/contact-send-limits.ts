import type { ThrottleCheck } from "../../auth/login-throttle";
import { addressBucket } from "../../http/address-bucket";
import { refuse } from "../../http/errors";
import { createRateLimiter } from "../../http/rate-limit";

const HOUR = 60 * 60_000;
/** Generous for a family sending a few questions from one phone, tight enough to stop a script. */
export const MESSAGES_PER_DEVICE_PER_HOUR = 20;
/**
 * Mobile carriers in Bangladesh put many phones behind one public address (carrier-grade NAT), so
 * the address alone may only stop a flood: this is far above a busy Friday's messages for the shop,
 * yet it still caps what a script that makes up a new device key for every request can send.
 */
export const MESSAGES_PER_ADDRESS_PER_HOUR = 300;

const tooMany = (check: ThrottleCheck & { allowed: false }) =>
  refuse("tooManyMessages", { retryAfterMs: check.retryAfterSeconds * 1000 });

/**
 * Counts a new message against its sender, by device key within the public address: for IPv6 the
 * sender's /64, as sign-in counts it, since one subscriber can pick any address in it.
 */
export function createContactSendLimits(now: () => Date) {
  const byAddress = createRateLimiter({ limit: MESSAGES_PER_ADDRESS_PER_HOUR, windowMs: HOUR, now });
  const byDevice = createRateLimiter({ limit: MESSAGES_PER_DEVICE_PER_HOUR, windowMs: HOUR, now });

  return {
    /** Counts one new message from `device` at `address`, or throws 429 when either is over its limit. */
    admit(clientAddress: string, device: string | null): void {
      const address = addressBucket(clientAddress);
      // The address is only looked at first, so made-up device keys cannot grow the counters past its cap.
      const room = byAddress.check(address);
      if (!room.allowed) throw tooMany(room);
      // Senders without a key (old clients, scripts) share one count per address.
      const perDevice = byDevice.hit(`${address} ${device ?? ""}`);
      if (!perDevice.allowed) throw tooMany(perDevice);
      const perAddress = byAddress.hit(address);
      if (!perAddress.allowed) throw tooMany(perAddress);
    },
  };
}
