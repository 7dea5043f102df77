import { useState } from "react";
import { shownMediaImage } from "#core/media-shown";
import { useSettings } from "../../data/api/public-reads";
import { useShopName } from "../../shared/shop-name";
import { Photo } from "../../shared/ui/photo";
import styles from "./brand.module.css";

/** As brand.module.css draws it: 40 px high, as wide as its proportions make it. */
const LOGO_HEIGHT = 40;

/** The logo from settings, or the site name when there is none or it fails to load. */
export function Brand({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { settings } = useSettings();
  const logo = shownMediaImage("logo", settings.media.logo);
  const name = useShopName();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  if (logo && failedLogo !== logo) {
    return (
      <Photo
        className={styles.logo}
        src={logo}
        alt={name}
        height={LOGO_HEIGHT}
        sizes={(photo) => `${Math.ceil((LOGO_HEIGHT * photo.width) / photo.height)}px`}
        // A logo may have transparent parts, where a colour behind it would show.
        colourPlaceholder={false}
        onError={() => setFailedLogo(logo)}
      />
    );
  }
  return <span className={tone === "light" ? `${styles.name} ${styles.light}` : styles.name}>{name}</span>;
}
