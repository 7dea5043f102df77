import { useEffect } from "react";

/**
 * Keeps the screen from dimming or sleeping while the display is shown (the Screen Wake Lock API):
 * a laptop left on the counter would otherwise go dark. The browser drops the lock when the page is
 * hidden, so it is asked again each time the page is shown; where the API is missing or refuses,
 * the screen follows the device's own settings.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== "visible" || (lock && !lock.released)) return;
      try {
        const granted = await navigator.wakeLock.request("screen");
        if (stopped) void granted.release();
        else lock = granted;
      } catch {
        // Refused (power saving, no permission): nothing to do but let the screen be.
      }
    };
    void request();
    document.addEventListener("visibilitychange", request);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release();
    };
  }, []);
}
