import { Heart } from "lucide-react";
import { t } from "../../i18n/messages";
import styles from "./my-list-button.module.css";
import { useMyListIds } from "./my-list-ids";
import { addToMyList, removeFromMyList } from "./my-list-store";

/**
 * Puts a piece on the visitor's list, kept on this device only, or takes it off again: a toggle, so
 * its name stays and the filled heart and `aria-pressed` say it is on.
 */
export function MyListButton({ id }: { id: string }) {
  const listed = useMyListIds().includes(id);
  return (
    <button
      type="button"
      className={`button button-secondary ${styles.button} ${listed ? styles.listed : ""}`}
      aria-pressed={listed}
      title={t("myList.hint")}
      onClick={() => void (listed ? removeFromMyList(id) : addToMyList([id]))}
    >
      <Heart size={18} aria-hidden="true" fill={listed ? "currentColor" : "none"} />
      {t("myList.add")}
    </button>
  );
}
