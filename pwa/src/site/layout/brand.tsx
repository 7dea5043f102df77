import { useState } from "react";
import { useSettings } from "../../data/use-settings";
import styles from "./brand.module.css";

/** The logo from settings, or the site name when there is none or it fails to load. */
export function Brand({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { settings } = useSettings();
  const { logo } = settings.media;
  const name = settings.homePage.siteName;
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  if (logo && failedLogo !== logo) {
    return (
      <img className={styles.logo} src={logo} alt={name} height={40} onError={() => setFailedLogo(logo)} />
    );
  }
  return <span className={tone === "light" ? `${styles.name} ${styles.light}` : styles.name}>{name}</span>;
}
