export interface ThrottleOptions {
  now: () => Date;
  /** Failures one address may make within the window before it must wait. */
  maxFailuresPerAddress?: number;
  /** Failures against one username (from anywhere) before each further try waits. */
  maxFailuresPerUsername?: number;
  windowMs?: number;
  /** Cap of the username lock, so an attacker can delay the owner but never lock them out for long. */
  maxUsernameLockMs?: number;
}

export type ThrottleCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Slows password guessing two ways: per client address (the main defence, a full window's wait)
 * and per username (short, doubling delays capped at a few minutes).
 */
export function createLoginThrottle({
  now,
  maxFailuresPerAddress = 10,
  maxFailuresPerUsername = 5,
  windowMs = 15 * 60_000,
  maxUsernameLockMs = 5 * 60_000,
}: ThrottleOptions) {
  const failuresByAddress = new Map<string, number[]>();
  const failuresByUsername = new Map<string, number[]>();

  const recent = (map: Map<string, number[]>, key: string, at: number) => {
    const kept = (map.get(key) ?? []).filter((time) => at - time < windowMs);
    if (kept.length > 0) map.set(key, kept);
    else map.delete(key);
    return kept;
  };

  const sweep = (at: number) => {
    for (const key of [...failuresByAddress.keys()]) recent(failuresByAddress, key, at);
    for (const key of [...failuresByUsername.keys()]) recent(failuresByUsername, key, at);
  };

  const usernameLockUntil = (failures: number[]) => {
    const over = failures.length - maxFailuresPerUsername;
    const last = failures.at(-1);
    if (over < 0 || last === undefined) return 0;
    return last + Math.min(15_000 * 2 ** over, maxUsernameLockMs);
  };

  const wait = (until: number, at: number): ThrottleCheck =>
    until > at ? { allowed: false, retryAfterSeconds: Math.ceil((until - at) / 1000) } : { allowed: true };

  return {
    check(address: string, username: string): ThrottleCheck {
      const at = now().getTime();
      const byAddress = recent(failuresByAddress, address, at);
      const addressUntil =
        byAddress.length >= maxFailuresPerAddress
          ? (byAddress.at(-maxFailuresPerAddress) ?? at) + windowMs
          : 0;
      const usernameUntil = usernameLockUntil(recent(failuresByUsername, username.toLowerCase(), at));
      return wait(Math.max(addressUntil, usernameUntil), at);
    },
    recordFailure(address: string, username: string): void {
      const at = now().getTime();
      if (failuresByAddress.size > 10_000) sweep(at);
      const key = username.toLowerCase();
      failuresByAddress.set(address, [...recent(failuresByAddress, address, at), at]);
      failuresByUsername.set(key, [...recent(failuresByUsername, key, at), at]);
    },
    recordSuccess(address: string, username: string): void {
      failuresByAddress.delete(address);
      failuresByUsername.delete(username.toLowerCase());
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
