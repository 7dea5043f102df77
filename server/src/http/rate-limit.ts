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
  return {
    hit(key: string): ThrottleCheck {
      const at = now().getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      const window = current && at - current.start < windowMs ? current : { start: at, count: 0 };
      window.count += 1;
      windows.set(key, window);
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.start + windowMs - at) / 1000) };
    },
  };
}
