import { useEffect, useState } from "react";

/** When the display's reads began failing (Date.now() then), kept until one gets through; null meanwhile. */
export function useOfflineSince(failing: boolean): number | null {
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    setSince((known) => (failing ? (known ?? Date.now()) : null));
  }, [failing]);
  return since;
}
