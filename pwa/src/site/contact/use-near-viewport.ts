import { type RefObject, useEffect, useState } from "react";

/**
 * Whether `target` has come within `margin` of the viewport, and stays true once it has. The
 * browser's own lazy loading starts a frame more than a screen away (over 1,000 px on a phone), so
 * a heavy embed would load with the page for visitors who never scroll to it.
 */
export function useNearViewport(target: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
