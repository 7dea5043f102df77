import { Star } from "lucide-react";
import { t } from "../../../i18n/messages";
import styles from "./featured-badge.module.css";

export function FeaturedBadge({ className = "" }: { className?: string }) {
  return (
    <span className={`${styles.badge} ${className}`}>
      <Star size={12} aria-hidden="true" fill="currentColor" />
      {t("catalogue.featured")}
    </span>
  );
}
