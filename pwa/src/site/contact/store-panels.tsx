import { MessageCircle } from "lucide-react";
import { whatsAppHref } from "#core/phone-numbers";
import type { ContactUsSettings } from "#core/schemas/settings";
import { t } from "../../i18n/messages";
import { ExternalLink } from "../../shared/ui/external-link";
import styles from "./contact.module.css";
import { lines } from "./contact-links";

export function StorePanels({ contactUs, shop }: { contactUs: ContactUsSettings; shop: string }) {
  const chat = whatsAppHref(contactUs.whatsapp || contactUs.phone1, t("contact.whatsapp.greeting", { shop }));
  return (
    <div className={styles.panels}>
      <section className={`card ${styles.panel}`} aria-labelledby="contact-store">
        <h2 id="contact-store">{t("contact.store.title")}</h2>
        <h3>{t("contact.store.address")}</h3>
        <address className={styles.address}>
          {lines(contactUs.address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <h3>{t("contact.store.hours")}</h3>
        <ul className={`tabular ${styles.hours}`}>
          {lines(contactUs.businessHours).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className={`card ${styles.panel} ${styles.whatsapp}`} aria-labelledby="contact-whatsapp">
        <h2 id="contact-whatsapp">{t("contact.whatsapp.title")}</h2>
        <p>{t("contact.whatsapp.text")}</p>
        <p className={`tabular ${styles.panelHours}`}>{t("contact.whatsapp.hours")}</p>
        {chat && (
          <ExternalLink href={chat} className={`button ${styles.whatsappButton}`}>
            <MessageCircle size={18} aria-hidden="true" />
            {t("contact.whatsapp.chat")}
          </ExternalLink>
        )}
      </section>
    </div>
  );
}
