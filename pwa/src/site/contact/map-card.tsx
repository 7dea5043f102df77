import { MapPin } from "lucide-react";
import { useRef, useState } from "react";
import type { ContactUsSettings } from "#core/schemas/settings";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/messages";
import { ExternalLink } from "../../shared/ui/external-link";
import styles from "./contact.module.css";
import { lines, mapEmbedSrc } from "./contact-links";
import { useNearViewport } from "./use-near-viewport";

/** How close the map may come before it loads: about the time a thumb's scroll takes to reach it. */
const MAP_LOAD_MARGIN = "300px";

/**
 * Google's map of the shop, and until it has drawn (offline, or on a line too slow for it) the shop's
 * address and a link to the map in its place, so the card is never blank.
 */
export function MapCard({
  contactUs,
  shop,
  mapsLink,
}: {
  contactUs: ContactUsSettings;
  shop: string;
  mapsLink: string;
}) {
  const online = useOnline();
  const card = useRef<HTMLDivElement>(null);
  // Google's embed is hundreds of kilobytes and a busy page of its own: only for a visitor who scrolls to it.
  const near = useNearViewport(card, MAP_LOAD_MARGIN);
  const wanted = online && near;
  const [frameLoaded, setFrameLoaded] = useState(false);
  // A frame put back once the visitor is online again has yet to draw.
  if (!wanted && frameLoaded) setFrameLoaded(false);
  const mapShown = wanted && frameLoaded;
  return (
    <div className={`card ${styles.mapFrame}`} ref={card}>
      {wanted && (
        <iframe
          src={mapEmbedSrc(contactUs.coordinates)}
          title={t("contact.map.frameTitle", { shop })}
          width="800"
          height="450"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setFrameLoaded(true)}
        />
      )}
      {!mapShown && (
        <div className={styles.mapFallback}>
          <MapPin size={28} aria-hidden="true" />
          {!online && <p>{t("contact.map.offline")}</p>}
          <address className={styles.address}>
            <strong>{shop}</strong>
            {lines(contactUs.address).map((line) => (
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
