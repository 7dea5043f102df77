import { useCallback, useEffect, useRef, useState } from "react";

export const FLASH_MS = 3000;

export interface Flash {
  kind: "success" | "error";
  text: string;
}

/** A save or delete outcome that clears itself after 3 s, long enough to read, gone before the next edit. */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: Flash | null) => {
    clearTimeout(timer.current);
    setFlash(next);
    if (next) timer.current = setTimeout(() => setFlash(null), FLASH_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [flash, show];
}
