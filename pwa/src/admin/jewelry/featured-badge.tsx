import { Star } from "lucide-react";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { OnlineButton } from "../kit/online-button";
import styles from "./jewelry-admin.module.css";

interface Props {
  item: JewelryItem;
  busy: boolean;
  onToggle: (item: JewelryItem) => void;
}

/**
 * The Featured column is itself the switch (spec: clicking the badge toggles it): a quiet button
 * holding the badge it toggles, off while offline like every button that needs the server.
 */
export function FeaturedBadge({ item, busy, onToggle }: Props) {
  return (
    <OnlineButton
      kind="ghost"
      size="small"
      aria-pressed={item.featured}
      aria-label={t("adminJewelry.featuredToggle", { name: item.name })}
      aria-busy={busy || undefined}
      busy={busy}
      title={t("adminJewelry.featuredHint")}
      onClick={() => onToggle(item)}
    >
      <span
        className={`adm-badge ${styles.featuredBadge} ${item.featured ? styles.featuredOn : styles.featuredOff}`}
      >
        <Star size={12} aria-hidden="true" fill={item.featured ? "currentColor" : "none"} />
        {item.featured ? t("adminJewelry.featured") : t("adminJewelry.notFeatured")}
      </span>
    </OnlineButton>
  );
}
