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
 * The Featured column is itself the switch (spec: clicking the badge toggles it). While a change is
 * on its way the button stays focusable (aria-disabled, not disabled) so focus is never dropped.
 */
export function FeaturedBadge({ item, busy, onToggle }: Props) {
  return (
    <OnlineButton
      className={`adm-badge ${styles.featuredBadge} ${item.featured ? styles.featuredOn : styles.featuredOff}`}
      aria-pressed={item.featured}
      aria-label={t("adminJewelry.featuredToggle", { name: item.name })}
      busy={busy}
      aria-busy={busy || undefined}
      title={t("adminJewelry.featuredHint")}
      onClick={() => onToggle(item)}
    >
      <Star size={12} aria-hidden="true" fill={item.featured ? "currentColor" : "none"} />
      {item.featured ? t("adminJewelry.featured") : t("adminJewelry.notFeatured")}
    </OnlineButton>
  );
}
