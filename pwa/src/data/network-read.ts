import { useEffect, useState } from "react";
import { revalidate } from "./api-client";

/**
 * One public read from the network, not kept on the device: what a page needs only until the
 * device's own copy can answer it (a search typed on a first visit, while the catalogue still
 * downloads). `null` reads nothing; an answer to another path is never shown for this one.
 */
export function useNetworkRead<T>(path: string | null): { data: T | undefined; failed: boolean } {
  const [answer, setAnswer] = useState<{ path: string; data?: T; failed: boolean } | null>(null);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    // A read another path has taken the place of (the next keystroke's) is cancelled, so a slow
    // connection carries only the one the page will show.
    const superseded = new AbortController();
    revalidate(path, null, superseded.signal).then(
      (result) => {
        if (current && result.status === 200) setAnswer({ path, data: result.data as T, failed: false });
      },
      () => {
        if (current) setAnswer({ path, failed: true });
      },
    );
    return () => {
      current = false;
      superseded.abort();
    };
  }, [path]);
  const mine = answer !== null && answer.path === path ? answer : null;
  return { data: mine?.data, failed: mine?.failed ?? false };
}
