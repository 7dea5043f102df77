import { useEffect } from "react";

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The unread count on the installed admin's icon (the Badging API), kept as the sidebar's is;
 * browsers without it, or a tab not installed, ignore it.
 */
export function useAppBadge(count: number | null) {
  useEffect(() => {
    if (count === null) return;
    const badging = navigator as BadgingNavigator;
    const change = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
    // Refused where the app is not installed: the sidebar still shows the count.
    change?.catch(() => {});
  }, [count]);
}
