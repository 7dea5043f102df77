import { useState } from "react";
import { t } from "../../i18n/messages";
import { Photo } from "../../shared/ui/photo";
import styles from "./calculators.module.css";

/** The shop's trademark from settings; nothing when it is not set or fails to load. */
export function TrademarkImage({ src, shopName }: { src: string; shopName: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <Photo
      className={styles.trademark}
      src={src}
      alt={t("calculators.list.trademarkAlt", { shop: shopName })}
      width={100}
      height={60}
      // Drawn inside a 100 by 60 box (object-fit: contain), where a colour would show around it.
      sizes="100px"
      colourPlaceholder={false}
      onError={() => setFailed(src)}
    />
  );
}
