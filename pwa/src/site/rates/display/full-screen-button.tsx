import { Maximize } from "lucide-react";
import { useEffect, useState } from "react";

/**
 * Puts the display on the whole screen (the Fullscreen API); shown only where the browser can, and
 * not while it already is (Esc leaves). A browser that refuses (no click it trusts) changes nothing.
 */
export function FullScreenButton({ label, className }: { label: string; className?: string }) {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    // Safari on a phone has neither: no button there.
    const update = () => setOffered(document.fullscreenEnabled === true && !document.fullscreenElement);
    update();
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, []);
  if (!offered) return null;
  return (
    <button
      type="button"
      className={["button button-gold", className].filter(Boolean).join(" ")}
      onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
    >
      <Maximize size={20} aria-hidden="true" />
      {label}
    </button>
  );
}
