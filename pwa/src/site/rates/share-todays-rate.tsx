import { Share2 } from "lucide-react";
import { pathInLanguage } from "#core/language";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useShopName } from "../../shared/shop-name";
import { RateCardShareStatus, useRateCardShare } from "../../shared/use-rate-card-share";
import styles from "./gold-rates.module.css";

/** "Share today's rate": the board as a picture in the page's language, for WhatsApp and Facebook. */
export function ShareTodaysRate() {
  const { state, share } = useRateCardShare();
  const shop = useShopName();
  const language = pageLanguage();
  const onShare = () => {
    const url = `${window.location.origin}${pathInLanguage("/gold-rates", language)}`;
    void share({ language, title: t("rates.title"), text: t("rates.share.text", { shop, url }) });
  };
  return (
    <div className={styles.share}>
      <button
        type="button"
        className="button button-secondary"
        disabled={state === "working"}
        onClick={onShare}
      >
        <Share2 size={18} aria-hidden="true" />
        {t("rates.share.button")}
      </button>
      <RateCardShareStatus
        state={state}
        className={styles.shareStatus}
        errorClassName="notice notice-error"
      />
    </div>
  );
}
