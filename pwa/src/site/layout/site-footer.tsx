import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { inLanguage } from "#core/in-language";
import type { SocialMediaSettings } from "#core/schemas/settings";
import { useSettings } from "../../data/api/public-reads";
import { type MessageKey, t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useShopName } from "../../shared/shop-name";
import { PhoneLink } from "../../shared/ui/phone-link";
import { TodaysRateLine } from "../rates/todays-rate";
import { FooterShowrooms } from "../showrooms/footer-showrooms";
import { useShowrooms } from "../showrooms/use-showrooms";
import { Brand } from "./brand";
import { FOOTER_LINKS } from "./nav-links";
import styles from "./site-footer.module.css";

const SOCIAL: { key: keyof SocialMediaSettings; label: MessageKey }[] = [
  { key: "facebook", label: "footer.social.facebook" },
  { key: "instagram", label: "footer.social.instagram" },
  { key: "twitter", label: "footer.social.twitter" },
  { key: "youtube", label: "footer.social.youtube" },
  { key: "linkedin", label: "footer.social.linkedin" },
];

export function SiteFooter() {
  const { settings } = useSettings();
  const { socialMedia } = settings;
  const shopName = useShopName();
  const contactUs = inLanguage(settings.contactUs, pageLanguage());
  const footer = inLanguage(settings.footer, pageLanguage());
  const social = SOCIAL.filter(({ key }) => socialMedia[key]);
  const showrooms = useShowrooms();
  // A number a showroom lists is shown with it, not twice.
  const listed = new Set(showrooms.map((showroom) => showroom.phone));
  const phones = [contactUs.phone1, contactUs.phone2].filter((phone) => phone && !listed.has(phone));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {shopName}
          </h2>
          <Brand tone="light" />
          <p className={styles.text}>{footer.footerText}</p>
          <TodaysRateLine />
          {social.length > 0 && (
            <ul className={styles.social} aria-label={t("footer.followUs")}>
              {social.map(({ key, label }) => (
                <li key={key}>
                  <a href={socialMedia[key]} rel="noopener noreferrer" target="_blank">
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t("footer.quickLinks")}
          </h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t("footer.contactInfo")}
          </h2>
          <ul className={styles.contact}>
            {phones.map((phone) => (
              <li key={phone}>
                <Phone size={16} aria-hidden="true" />
                <PhoneLink phone={phone} />
              </li>
            ))}
            {contactUs.email && (
              <li>
                <Mail size={16} aria-hidden="true" />
                <a href={`mailto:${contactUs.email}`}>{contactUs.email}</a>
              </li>
            )}
          </ul>
          <FooterShowrooms showrooms={showrooms} />
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
