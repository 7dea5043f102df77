import { useState } from "react";
import { t } from "../../i18n/messages";
import styles from "./calculators.module.css";

/** The shop's trademark from settings; nothing when it is not set or fails to load. */
export function TrademarkImage({ src, shopName }: { src: string; shopName: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      className={styles.trademark}
      src={src}
      alt={t("calculators.list.trademarkAlt", { shop: shopName })}
      width={100}
      height={60}
      onError={() => setFailed(src)}
    />
  );
}
