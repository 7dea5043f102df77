import type { ThrottleCheck } from "../auth/login-throttle";

/** A fixed-window counter per key, for public writes such as contact messages. */
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
  const current = (key: string, at: number) => {
    const window = windows.get(key);
    return window && at - window.start < windowMs ? window : { start: at, count: 0 };
  };
  const verdict = (window: { start: number; count: number }, at: number): ThrottleCheck =>
    window.count <= limit
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.ceil((window.start + windowMs - at) / 1000) };

  return {
    /** Counts one request under `key` and says whether it is within the limit. */
    hit(key: string): ThrottleCheck {
      const at = now().getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
      }
      const window = current(key, at);
      window.count += 1;
      windows.set(key, window);
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
