import { ChevronDown, MapPin } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { t } from "../../i18n/messages";
import { ExternalLink } from "../../shared/ui/external-link";
import { lines } from "../contact/contact-links";
import { type ShownShowroom, showroomMapLink } from "./use-showrooms";
import styles from "./visit-showroom-menu.module.css";

/** Closes the menu on Escape (focus back on its button) and on a click or focus outside it. */
function useClosingMenu(menu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const close = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("click", close);
    document.addEventListener("focusin", close);
    details.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("focusin", close);
      details.removeEventListener("keydown", onKey);
    };
  }, [menu]);
}

/**
 * "Visit Our Store": one showroom's map, or with several a small menu of them, each name and street
 * opening its own map. A native disclosure, so it opens by keyboard and before the app has started.
 */
export function VisitShowroomMenu({
  showrooms,
  className,
}: {
  showrooms: ShownShowroom[];
  className: string;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  useClosingMenu(menu);
  const [only] = showrooms;
  if (showrooms.length === 1 && only) {
    return (
      <ExternalLink className={className} href={showroomMapLink(only)}>
        <MapPin size={18} aria-hidden="true" />
        {t("catalogue.visitStore")}
      </ExternalLink>
    );
  }
  return (
    <details ref={menu} className={styles.menu}>
      <summary className={`${className} ${styles.summary}`}>
        <MapPin size={18} aria-hidden="true" />
        {t("catalogue.visitStore")}
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </summary>
      <ul className={styles.list} aria-label={t("showrooms.choose")}>
        {showrooms.map((showroom, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's order is the list's identity; names may repeat
          <li key={index}>
            <ExternalLink href={showroomMapLink(showroom)} className={styles.choice}>
              <span className={styles.name}>{showroom.name}</span>
              <span className={styles.street}>{lines(showroom.address)[0]}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
