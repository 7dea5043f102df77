import { Heart } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "#core/format/number";
import { PUBLIC_PAGES } from "#core/public-pages";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { pieceCount } from "../collections/piece-count";
import { useMyListIds } from "./my-list-ids";
import styles from "./my-list-link.module.css";

/** The header's way to the visitor's list, with how many pieces it holds once the device has said. */
export function MyListLink({ className }: { className?: string }) {
  const count = useMyListIds().length;
  return (
    <Link
      to={PUBLIC_PAGES.myList}
      className={`${className ?? ""} ${styles.link}`}
      aria-label={count > 0 ? t("myList.linkCount", { pieces: pieceCount(count) }) : t("myList.link")}
      title={t("myList.link")}
    >
      <Heart size={20} aria-hidden="true" />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {formatNumber(count, pageLanguage())}
        </span>
      )}
    </Link>
  );
}
