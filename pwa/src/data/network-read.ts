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
    revalidate(path, null).then(
      (result) => {
        if (current && result.status === 200) setAnswer({ path, data: result.data as T, failed: false });
      },
      () => {
        if (current) setAnswer({ path, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [path]);
  const mine = answer !== null && answer.path === path ? answer : null;
  return { data: mine?.data, failed: mine?.failed ?? false };
}
