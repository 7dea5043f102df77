import { Heart } from "lucide-react";
import { t } from "../../i18n/messages";
import styles from "./my-list-heart.module.css";
import { useMyListIds } from "./my-list-ids";
import { addToMyList, removeFromMyList } from "./my-list-store";

/** A card's heart: the piece onto the visitor's list and off again, named for the piece. */
export function MyListHeart({ id, name, className = "" }: { id: string; name: string; className?: string }) {
  const listed = useMyListIds().includes(id);
  return (
    <button
      type="button"
      className={`${styles.heart} ${listed ? styles.listed : ""} ${className}`}
      aria-pressed={listed}
      aria-label={t("myList.addNamed", { name })}
      title={t("myList.hint")}
      onClick={() => void (listed ? removeFromMyList(id) : addToMyList([id]))}
    >
      <Heart size={18} aria-hidden="true" fill={listed ? "currentColor" : "none"} />
    </button>
  );
}
