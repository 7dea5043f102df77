import { useEffect, useState } from "react";

const WAKE_EVENTS = ["pointermove", "pointerdown", "keydown"] as const;

/** True once nobody has moved the pointer or pressed a key for `ms`: the display then hides its cursor and button. */
export function useIdle(ms: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), ms);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    for (const event of WAKE_EVENTS) window.addEventListener(event, wake, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of WAKE_EVENTS) window.removeEventListener(event, wake);
    };
  }, [ms]);
  return idle;
}
