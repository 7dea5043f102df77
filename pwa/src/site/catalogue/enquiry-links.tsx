import { MessageCircle } from "lucide-react";
import { whatsAppHref } from "#core/phone-numbers";
import type { JewelryItem } from "#core/schemas/jewelry";
import { useSettings } from "../../data/api/public-reads";
import { formatPieceGrams } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { usePageOrigin } from "../../shared/hydration";
import { useShopName } from "../../shared/shop-name";
import { ExternalLink } from "../../shared/ui/external-link";
import { useShowrooms } from "../showrooms/use-showrooms";
import { VisitShowroomMenu } from "../showrooms/visit-showroom-menu";
import { itemPageUrl } from "./enquiry-link";
import styles from "./jewelry-detail.module.css";

/** Prices are given on request: the way to ask is a WhatsApp chat naming the piece, or a visit. */
export function EnquiryLinks({ item }: { item: JewelryItem }) {
  const { settings } = useSettings();
  const pageUrl = itemPageUrl(usePageOrigin(), item._id);
  const { contactUs } = settings;
  const shop = useShopName();
  const message = t("catalogue.enquiryMessage", {
    shop,
    name: item.name,
    purity: item.purity,
    weight: formatPieceGrams(item.weight),
    url: pageUrl,
  });
  const chat = whatsAppHref(contactUs.whatsapp || contactUs.phone1, message);
  const showrooms = useShowrooms();

  return (
    <div className={styles.enquiry}>
      {chat && (
        <ExternalLink className="button button-primary" href={chat}>
          <MessageCircle size={18} aria-hidden="true" />
          {t("catalogue.enquire")}
        </ExternalLink>
      )}
      <VisitShowroomMenu showrooms={showrooms} className="button button-secondary" />
    </div>
  );
}
