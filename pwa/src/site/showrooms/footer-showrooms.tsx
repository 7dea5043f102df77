import { t } from "../../i18n/messages";
import { useShopName } from "../../shared/shop-name";
import { ExternalLink } from "../../shared/ui/external-link";
import { PhoneLink } from "../../shared/ui/phone-link";
import styles from "./footer-showrooms.module.css";
import { type ShownShowroom, showroomChatLink, showroomMapLink } from "./use-showrooms";

/** Each showroom in the footer: its name, address and hours, its number, and a chat and a map. */
export function FooterShowrooms({ showrooms }: { showrooms: ShownShowroom[] }) {
  const shop = useShopName();
  return (
    <ul className={styles.list} aria-label={t("showrooms.title")}>
      {showrooms.map((showroom, index) => {
        const chat = showroomChatLink(showroom, shop);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's order is the list's identity; names may repeat
          <li key={index} className={styles.showroom}>
            <h3 className={styles.name}>{showroom.name}</h3>
            <p className={styles.multiline}>{showroom.address}</p>
            {showroom.businessHours && (
              <p className={`tabular ${styles.multiline} ${styles.hours}`}>{showroom.businessHours}</p>
            )}
            <p className={styles.links}>
              {showroom.phone && <PhoneLink phone={showroom.phone} className="tabular" />}
              {chat && (
                <ExternalLink href={chat}>
                  {t("showrooms.whatsapp")}
                  <span className="visually-hidden">, {showroom.name}</span>
                </ExternalLink>
              )}
              <ExternalLink href={showroomMapLink(showroom)}>
                {t("showrooms.map")}
                <span className="visually-hidden">, {showroom.name}</span>
              </ExternalLink>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
