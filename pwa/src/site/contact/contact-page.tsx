import { inLanguage } from "#core/in-language";
import { useSettings } from "../../data/api/public-reads";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useDocumentTitle } from "../../shared/document-title";
import { useShopName } from "../../shared/shop-name";
import { ShowroomCards } from "../showrooms/showroom-cards";
import styles from "./contact.module.css";
import { ContactForm } from "./contact-form";
import { ContactInfoCards } from "./contact-info-cards";
import { MapSection } from "./map-section";
import { PaymentOptions } from "./payment-options";
import { WhatsAppPanel } from "./whatsapp-panel";

/** Never waits for the settings: the defaults are a complete shop, and the form must work offline. */
export function ContactPage() {
  const { settings } = useSettings();
  const { business } = settings;
  const contactUs = inLanguage(settings.contactUs, pageLanguage());
  const title = contactUs.title || t("contact.pageTitle");
  // Named as its heading, as the server's title and link preview name it.
  useDocumentTitle(title);
  const shop = useShopName();
  return (
    <>
      <section className={styles.hero} aria-labelledby="contact-title">
        <div className={`container ${styles.heroInner}`}>
          <p className="eyebrow">{t("contact.eyebrow")}</p>
          <h1 id="contact-title">{title}</h1>
          {contactUs.subtitle && <p className={styles.lead}>{contactUs.subtitle}</p>}
        </div>
      </section>
      <div className="container">
        <ContactInfoCards contactUs={contactUs} />
        <ShowroomCards />
        <div className={styles.main}>
          <ContactForm />
          <WhatsAppPanel contactUs={contactUs} shop={shop} />
        </div>
      </div>
      <MapSection contactUs={contactUs} shop={shop} />
      <PaymentOptions business={business} />
    </>
  );
}
