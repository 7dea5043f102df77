import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/messages";
import { ExternalLink } from "../../shared/ui/external-link";
import type { ShownShowroom } from "../showrooms/use-showrooms";
import styles from "./contact.module.css";
import { lines, MAP_HOST_PROBE, mapEmbedSrc } from "./contact-links";
import { useNearViewport } from "./use-near-viewport";

/** How close the map may come before it loads: about the time a thumb's scroll takes to reach it. */
const MAP_LOAD_MARGIN = "300px";

/**
 * Whether the map's host answers, asked once the map is wanted: null until it has. Asked beside the
 * frame's own load, so a reachable map draws no later for it.
 */
function useMapHostAnswers(wanted: boolean): boolean | null {
  const [answers, setAnswers] = useState<boolean | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    setAnswers(null);
    fetch(MAP_HOST_PROBE, { mode: "no-cors", cache: "no-store" }).then(
      () => current && setAnswers(true),
      () => current && setAnswers(false),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return answers;
}

/**
 * Google's map of a showroom, and until it has drawn (offline, on a line too slow for it, or when Google
 * cannot be reached) the shop's address and a link to the map in its place, so the card is never
 * blank and never the browser's error page.
 */
export function MapCard({ showroom, mapsLink }: { showroom: ShownShowroom; mapsLink: string }) {
  const online = useOnline();
  const card = useRef<HTMLDivElement>(null);
  // Google's embed is hundreds of kilobytes and a busy page of its own: only for a visitor who scrolls to it.
  const near = useNearViewport(card, MAP_LOAD_MARGIN);
  const wanted = online && near;
  const hostAnswers = useMapHostAnswers(wanted);
  const framed = wanted && hostAnswers !== false;
  const [frameLoaded, setFrameLoaded] = useState(false);
  // A frame put back once the visitor is online again has yet to draw.
  if (!framed && frameLoaded) setFrameLoaded(false);
  const mapShown = framed && frameLoaded && hostAnswers === true;
  return (
    <div className={`card ${styles.mapFrame}`} ref={card}>
      {framed && (
        <iframe
          src={mapEmbedSrc(showroom.coordinates)}
          title={t("contact.map.frameTitle", { place: showroom.name })}
          width="800"
          height="450"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setFrameLoaded(true)}
        />
      )}
      {!mapShown && (
        <div className={styles.mapFallback}>
          <MapPin size={28} aria-hidden="true" />
          {!online ? (
            <p>{t("contact.map.offline")}</p>
          ) : (
            hostAnswers === false && <p>{t("contact.map.unreachable")}</p>
          )}
          <address className={styles.address}>
            <strong>{showroom.name}</strong>
            {lines(showroom.address).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <ExternalLink href={mapsLink} className={styles.mapFallbackLink}>
            {t("contact.map.fallbackLink")}
          </ExternalLink>
        </div>
      )}
    </div>
  );
}
