export interface ThrottleOptions {
  now: () => Date;
  /** Failures one address (an IPv6 /64) may make within the window before it must wait. */
  maxFailuresPerAddress?: number;
  /** Failures against one username (from anywhere) before further tries from unknown browsers are slowed. */
  maxFailuresPerUsername?: number;
  /** Failures a known device may make within the window before it is treated as an unknown browser. */
  maxFailuresPerDevice?: number;
  windowMs?: number;
  /** Cap of the delay before a password check for a username under attack: a delay, never a wall. */
  maxUsernameDelayMs?: number;
}

export type ThrottleCheck = { allowed: true } | ThrottleRefusal;
export type ThrottleRefusal = { allowed: false; retryAfterSeconds: number };

export interface LoginAttempt {
  /** Who is trying: the address bucket, the username typed, and the known device it came from if any. */
  address: string;
  username: string;
  deviceId?: string;
}

/** An attempt counted as a failure from the start; the caller settles it once the password was checked. */
export interface PendingAttempt {
  allowed: true;
  /** How long to wait before checking the password. */
  delayMs: number;
  /** A browser the owner signed in from before, within its own budget: its check goes first. */
  knownDevice: boolean;
  succeeded(): void;
  /** The password was never checked (the server was too busy): the attempt does not count. */
  cancelled(): void;
}

/**
 * Slows password guessing three ways (ADR 010): per client address, a full window's wait; per
 * username, a growing but capped delay before each check, so that no one can lock the owner out;
 * per known device, a small budget of its own, after which it is an unknown browser again.
 *
 * Every attempt counts as a failure the moment it begins, so parallel requests cannot slip past
 * the limit while the slow password checks run; a success takes it back.
 */
export function createLoginThrottle({
  now,
  maxFailuresPerAddress = 10,
  maxFailuresPerUsername = 5,
  maxFailuresPerDevice = 5,
  windowMs = 15 * 60_000,
  maxUsernameDelayMs = 10_000,
}: ThrottleOptions) {
  const failures = {
    address: new Map<string, number[]>(),
    username: new Map<string, number[]>(),
    device: new Map<string, number[]>(),
  };

  const recent = (map: Map<string, number[]>, key: string, at: number) => {
    const kept = (map.get(key) ?? []).filter((time) => at - time < windowMs);
    if (kept.length > 0) map.set(key, kept);
    else map.delete(key);
    return kept;
  };

  const sweep = (at: number) => {
    for (const map of Object.values(failures)) for (const key of [...map.keys()]) recent(map, key, at);
  };

  const add = (map: Map<string, number[]>, key: string, at: number) => {
    map.set(key, [...recent(map, key, at), at]);
  };

  /** Takes back one recorded failure (the one made at `at`). */
  const remove = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key);
    const index = list?.indexOf(at) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (list.length === 0) map.delete(key);
  };

  /** 1 s after the free failures, doubling with each further one, up to the cap. */
  const usernameDelay = (count: number) => {
    const over = count - maxFailuresPerUsername;
    return over < 0 ? 0 : Math.min(1000 * 2 ** over, maxUsernameDelayMs);
  };

  const isTrusted = (deviceId: string, at: number) =>
    recent(failures.device, deviceId, at).length < maxFailuresPerDevice;

  return {
    begin({ address, username, deviceId }: LoginAttempt): PendingAttempt | ThrottleRefusal {
      const at = now().getTime();
      if (failures.address.size + failures.username.size > 10_000) sweep(at);
      const name = username.toLowerCase();

      // A browser the owner signed in from before answers to its own budget only.
      if (deviceId !== undefined && isTrusted(deviceId, at)) {
        add(failures.device, deviceId, at);
        return {
          allowed: true,
          delayMs: 0,
          knownDevice: true,
          succeeded: () => failures.device.delete(deviceId),
          cancelled: () => remove(failures.device, deviceId, at),
        };
      }

      const byAddress = recent(failures.address, address, at);
      if (byAddress.length >= maxFailuresPerAddress) {
        const until = (byAddress.at(-maxFailuresPerAddress) ?? at) + windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)) };
      }
      const delayMs = usernameDelay(recent(failures.username, name, at).length);
      add(failures.address, address, at);
      add(failures.username, name, at);
      return {
        allowed: true,
        delayMs,
        knownDevice: false,
        succeeded: () => {
          failures.address.delete(address);
          failures.username.delete(name);
          if (deviceId) failures.device.delete(deviceId);
        },
        cancelled: () => {
          remove(failures.address, address, at);
          remove(failures.username, name, at);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
