import { MessageCircle } from "lucide-react";
import { whatsAppHref } from "#core/phone-numbers";
import type { ContactUsSettings } from "#core/schemas/settings";
import { t } from "../../i18n/messages";
import { ExternalLink } from "../../shared/ui/external-link";
import styles from "./contact.module.css";

/** Beside the form: a chat with the shop's main number, for a visitor who would rather type there. */
export function WhatsAppPanel({ contactUs, shop }: { contactUs: ContactUsSettings; shop: string }) {
  const chat = whatsAppHref(contactUs.whatsapp || contactUs.phone1, t("contact.whatsapp.greeting", { shop }));
  return (
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
  );
}
