import type { LucideIcon } from "lucide-react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { ContactUsSettings } from "#core/schemas/settings";
import { t } from "../../i18n/messages";
import { PhoneLink } from "../../shared/ui/phone-link";
import { useShowrooms } from "../showrooms/use-showrooms";
import styles from "./contact.module.css";
import { lines } from "./contact-links";

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className={`card ${styles.infoCard}`}>
      <span className={styles.infoIcon} aria-hidden="true">
        <Icon size={22} />
      </span>
      <h3>{title}</h3>
      {children}
    </li>
  );
}

/**
 * The four ways to reach the shop at a glance. Calls and hours are each showroom's (its name beside
 * its hours where there are several), with the shop's second number after the showrooms' own.
 */
export function ContactInfoCards({ contactUs }: { contactUs: ContactUsSettings }) {
  const showrooms = useShowrooms();
  const phones = [...new Set([...showrooms.map((showroom) => showroom.phone), contactUs.phone2])].filter(
    Boolean,
  );
  return (
    <section className={styles.infoSection} aria-labelledby="contact-ways">
      <h2 id="contact-ways" className="visually-hidden">
        {t("contact.cards.label")}
      </h2>
      <ul className={styles.infoCards}>
        <InfoCard icon={Phone} title={t("contact.cards.phone")}>
          {phones.map((phone) => (
            <PhoneLink key={phone} phone={phone} className={`tabular ${styles.infoLink}`} />
          ))}
        </InfoCard>
        <InfoCard icon={Mail} title={t("contact.cards.email")}>
          {contactUs.email && (
            <a href={`mailto:${contactUs.email}`} className={`${styles.infoLink} ${styles.email}`}>
              {contactUs.email}
            </a>
          )}
        </InfoCard>
        <InfoCard icon={MapPin} title={t("contact.cards.visit")}>
          {contactUs.visitAddress && (
            <p>
              {/* Each showroom's card below holds its full address, hours and map. */}
              <a href="#showrooms">{contactUs.visitAddress}</a>
            </p>
          )}
        </InfoCard>
        <InfoCard icon={Clock} title={t("contact.cards.hours")}>
          {showrooms.map((showroom) => (
            <p key={showroom.name} className="tabular">
              {showrooms.length > 1 && <strong className={styles.hoursOf}>{showroom.name}</strong>}
              {lines(showroom.businessHours)[0]}
            </p>
          ))}
        </InfoCard>
      </ul>
    </section>
  );
}
