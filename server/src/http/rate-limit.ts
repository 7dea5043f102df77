import type { ThrottleCheck } from "../auth/login-throttle";

/**
 * A fixed-window counter per key, for public writes such as contact messages. Windows are kept in
 * the order they started (a new one is put last), so the ended ones are always the first: each hit
 * forgets those and stops at the first still running, never reading every key.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now,
}: {
  limit: number;
  windowMs: number;
  now: () => Date;
}) {
  const windows = new Map<string, { start: number; count: number }>();
  const running = (window: { start: number }, at: number) => at - window.start < windowMs;
  const current = (key: string, at: number) => {
    const window = windows.get(key);
    return window && running(window, at) ? window : { start: at, count: 0 };
  };
  const verdict = (window: { start: number; count: number }, at: number): ThrottleCheck =>
    window.count <= limit
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.ceil((window.start + windowMs - at) / 1000) };

  return {
    /** Counts one request under `key` and says whether it is within the limit. */
    hit(key: string): ThrottleCheck {
      const at = now().getTime();
      for (const [ended, window] of windows) {
        if (running(window, at)) break;
        windows.delete(ended);
      }
      let window = windows.get(key);
      if (!window) {
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return verdict(window, at);
    },
    /** Whether one more request under `key` would be allowed, without counting it. */
    check(key: string): ThrottleCheck {
      const at = now().getTime();
      const window = current(key, at);
      return verdict({ ...window, count: window.count + 1 }, at);
    },
  };
}
