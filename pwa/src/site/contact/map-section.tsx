import { ExternalLink as ExternalIcon, MapPin, Navigation } from "lucide-react";
import { useRef } from "react";
import { whatsAppHref } from "#core/phone-numbers";
import type { ContactUsSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/messages";
import { ExternalLink } from "../../shared/ui/external-link";
import styles from "./contact.module.css";
import { lines, mapEmbedSrc } from "./contact-links";
import { useNearViewport } from "./use-near-viewport";

/** How close the map may come before it loads: about the time a thumb's scroll takes to reach it. */
const MAP_LOAD_MARGIN = "300px";

export function MapSection({ contactUs, shop }: { contactUs: ContactUsSettings; shop: string }) {
  const online = useOnline();
  const frame = useRef<HTMLDivElement>(null);
  // Google's embed is hundreds of kilobytes and a busy page of its own: only for a visitor who scrolls to it.
  const near = useNearViewport(frame, MAP_LOAD_MARGIN);
  const { lat, lng } = contactUs.coordinates;
  const mapsLink = contactUs.mapLocation || `https://www.google.com/maps?q=${lat},${lng}`;
  // A copy of the settings saved on this device before the tips were editable has none.
  const tips = lines(contactUs.gettingHere ?? settingsDefaults.contactUs.gettingHere);
  const directions = whatsAppHref(
    contactUs.whatsapp || contactUs.phone1,
    t("contact.map.directionsText", { shop }),
  );
  return (
    <section className="section" aria-labelledby="contact-map">
      <div className="container">
        <h2 id="contact-map">{t("contact.map.title")}</h2>
        <div className={styles.mapGrid}>
          <div className={`card ${styles.mapFrame}`} ref={frame}>
            {online ? (
              <iframe
                src={near ? mapEmbedSrc(contactUs.coordinates) : undefined}
                title={t("contact.map.frameTitle", { shop })}
                loading="lazy"
                width="800"
                height="450"
                referrerPolicy="no-referrer-when-downgrade"
              />
            ) : (
              <p className={styles.mapOffline}>
                <MapPin size={28} aria-hidden="true" />
                {t("contact.map.offline")}
              </p>
            )}
          </div>
          <div className={styles.directions}>
            {tips.length > 0 && (
              <>
                <h3>{t("contact.map.gettingHere")}</h3>
                <ul className={styles.tips}>
                  {tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </>
            )}
            <div className={styles.mapActions}>
              <ExternalLink href={mapsLink} className="button button-primary">
                <ExternalIcon size={18} aria-hidden="true" />
                {t("contact.map.open")}
              </ExternalLink>
              {directions && (
                <ExternalLink href={directions} className="button button-secondary">
                  <Navigation size={18} aria-hidden="true" />
                  {t("contact.map.directions")}
                </ExternalLink>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
