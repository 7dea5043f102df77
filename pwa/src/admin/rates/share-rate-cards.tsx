import { Share2 } from "lucide-react";
import { LANGUAGES, pathInLanguage } from "#core/language";
import { PAGE_NAMES } from "#core/page-names";
import { t } from "../../i18n/admin-catalogue";
import { LANGUAGE_NAMES } from "../../i18n/other-language";
import { RateCardShareStatus, useRateCardShare } from "../../shared/use-rate-card-share";
import { Button } from "../kit/button";
import styles from "./rates-admin.module.css";

/**
 * The toolbar's "Share today's rate": the board in force as the square card, in either language, to
 * post on the shop's WhatsApp status or Facebook page. Off while no board is in force.
 */
export function ShareRateCards({ disabled }: { disabled: boolean }) {
  const { state, share } = useRateCardShare();
  return (
    <div className={styles.share}>
      <span id="rates-share-label" className={styles.shareLabel}>
        <Share2 size={16} aria-hidden="true" />
        {t("adminRates.share.label")}
      </span>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          lang={language}
          aria-describedby="rates-share-label"
          disabled={disabled || state === "working"}
          onClick={() =>
            void share({
              language,
              title: PAGE_NAMES[language].goldRates,
              text: `${window.location.origin}${pathInLanguage("/gold-rates", language)}`,
            })
          }
        >
          {LANGUAGE_NAMES[language].name}
        </Button>
      ))}
      <RateCardShareStatus state={state} className={styles.shareStatus} errorClassName={styles.shareFailed} />
    </div>
  );
}
