import { Clock, MapPin, MessageCircle, Phone } from "lucide-react";
import { t } from "../../i18n/messages";
import { useShopName } from "../../shared/shop-name";
import { ExternalLink } from "../../shared/ui/external-link";
import { PhoneLink } from "../../shared/ui/phone-link";
import { lines } from "../contact/contact-links";
import styles from "./showroom-cards.module.css";
import {
  type ShownShowroom,
  showroomAnchor,
  showroomChatLink,
  showroomMapLink,
  useShowrooms,
} from "./use-showrooms";

function ShowroomCard({ showroom, index, shop }: { showroom: ShownShowroom; index: number; shop: string }) {
  const chat = showroomChatLink(showroom, shop);
  const hours = lines(showroom.businessHours);
  return (
    <li
      id={showroomAnchor(index)}
      className={`card ${styles.card}`}
      aria-labelledby={`${showroomAnchor(index)}-name`}
    >
      <h3 id={`${showroomAnchor(index)}-name`}>{showroom.name}</h3>
      <div className={styles.row}>
        <MapPin size={18} aria-hidden="true" />
        <address className={styles.address}>
          {lines(showroom.address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </div>
      {hours.length > 0 && (
        <div className={styles.row}>
          <Clock size={18} aria-hidden="true" />
          <ul className={`tabular ${styles.hours}`} aria-label={t("showrooms.hours")}>
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {showroom.phone && (
        <p className={styles.row}>
          <Phone size={18} aria-hidden="true" />
          <PhoneLink phone={showroom.phone} className={`tabular ${styles.phone}`} />
        </p>
      )}
      <div className={styles.actions}>
        {chat && (
          <ExternalLink href={chat} className={`button ${styles.chat}`}>
            <MessageCircle size={18} aria-hidden="true" />
            {t("showrooms.whatsapp")}
            <span className="visually-hidden">, {showroom.name}</span>
          </ExternalLink>
        )}
        <ExternalLink href={showroomMapLink(showroom)} className="button button-secondary">
          <MapPin size={18} aria-hidden="true" />
          {t("showrooms.map")}
          <span className="visually-hidden">, {showroom.name}</span>
        </ExternalLink>
      </div>
    </li>
  );
}

/** Every showroom as a card: where it is, when it is open, and a call, a chat and a map to reach it. */
export function ShowroomCards() {
  const showrooms = useShowrooms();
  const shop = useShopName();
  return (
    <section id="showrooms" className={styles.section} aria-labelledby="showrooms-title">
      <h2 id="showrooms-title">{t("showrooms.title")}</h2>
      <p className={styles.intro}>{t("showrooms.intro")}</p>
      <ul className={styles.cards}>
        {showrooms.map((showroom, index) => (
          <ShowroomCard key={showroomAnchor(index)} showroom={showroom} index={index} shop={shop} />
        ))}
      </ul>
    </section>
  );
}
