import { Heart } from "lucide-react";
import { t } from "../../i18n/messages";
import { useMyListIds } from "./my-list-ids";
import { addToMyList, removeFromMyList } from "./my-list-store";
import styles from "./my-list-toggle.module.css";

/**
 * Puts a piece on the visitor's list, kept on this device only, or takes it off again: a toggle, so
 * its name stays and the filled heart and `aria-pressed` say it is on. On a card it is a heart named
 * for the piece (`name`); on the piece's own page, a button that says what it does.
 */
export function MyListToggle({
  id,
  name,
  className = "",
}: {
  id: string;
  name?: string;
  className?: string;
}) {
  const listed = useMyListIds().includes(id);
  const look = name === undefined ? `button button-secondary ${styles.button}` : styles.heart;
  return (
    <button
      type="button"
      className={`${look} ${listed ? styles.listed : ""} ${className}`}
      aria-pressed={listed}
      aria-label={name === undefined ? undefined : t("myList.addNamed", { name })}
      title={t("myList.hint")}
      onClick={() => void (listed ? removeFromMyList(id) : addToMyList([id]))}
    >
      <Heart size={18} aria-hidden="true" fill={listed ? "currentColor" : "none"} />
      {name === undefined && t("myList.add")}
    </button>
  );
}
