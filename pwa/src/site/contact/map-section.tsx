import { ExternalLink as ExternalIcon, Navigation } from "lucide-react";
import { whatsAppHref } from "#core/phone-numbers";
import type { ContactUsSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { t } from "../../i18n/messages";
import { ExternalLink } from "../../shared/ui/external-link";
import { showroomMapLink, useShowrooms } from "../showrooms/use-showrooms";
import styles from "./contact.module.css";
import { lines } from "./contact-links";
import { MapCard } from "./map-card";

/** The map of the main showroom, the first the owner lists, with the way there; each card links its own. */
export function MapSection({ contactUs, shop }: { contactUs: ContactUsSettings; shop: string }) {
  const [showroom] = useShowrooms();
  if (!showroom) return null;
  const mapsLink = showroomMapLink(showroom);
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
        <p className={styles.mapPlace}>{showroom.name}</p>
        <div className={styles.mapGrid}>
          <MapCard showroom={showroom} mapsLink={mapsLink} />
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
