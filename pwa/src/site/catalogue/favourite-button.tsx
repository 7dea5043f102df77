import { Heart } from "lucide-react";
import { deviceDatabase } from "../../data/device/device-database";
import { useDeviceQuery } from "../../data/device/device-query";
import { t } from "../../i18n/messages";
import styles from "./jewelry-detail.module.css";

/** Marks a piece as a favourite on this device only; nothing is sent to the shop. */
export function FavouriteButton({ id }: { id: string }) {
  const saved = useDeviceQuery(
    `favourite:${id}`,
    async (db) => (await db.favourites.get(id)) !== undefined,
    false,
  );
  const toggle = async () => {
    const db = await deviceDatabase();
    await (saved ? db.favourites.delete(id) : db.favourites.put({ id, addedAt: new Date().toISOString() }));
  };
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${saved ? styles.favouriteOn : ""}`}
      aria-pressed={saved}
      aria-label={t("catalogue.favourite")}
      title={t("catalogue.favouriteHint")}
      onClick={() => void toggle()}
    >
      <Heart size={20} aria-hidden="true" fill={saved ? "currentColor" : "none"} />
    </button>
  );
}
