import { Star, StarOff, Trash2 } from "lucide-react";
import { t } from "../../i18n/admin-catalogue";
import { OnlineButton } from "../kit/online-button";
import styles from "./jewelry-admin.module.css";

interface Props {
  count: number;
  busy: boolean;
  onFeature: (featured: boolean) => void;
  onDelete: () => void;
}

/** Shown while rows are ticked: what to do with all of them at once. */
export function BulkBar({ count, busy, onFeature, onDelete }: Props) {
  return (
    <fieldset className={styles.bulk}>
      <legend className="visually-hidden">{t("adminJewelry.bulk.label")}</legend>
      <span className={styles.bulkCount} aria-live="polite">
        {t("admin.common.selected", { count })}
      </span>
      <OnlineButton size="small" busy={busy} onClick={() => onFeature(true)}>
        <Star size={13} aria-hidden="true" />
        {t("adminJewelry.bulk.feature")}
      </OnlineButton>
      <OnlineButton size="small" busy={busy} onClick={() => onFeature(false)}>
        <StarOff size={13} aria-hidden="true" />
        {t("adminJewelry.bulk.unfeature")}
      </OnlineButton>
      <OnlineButton kind="danger" size="small" busy={busy} onClick={onDelete}>
        <Trash2 size={13} aria-hidden="true" />
        {t("adminJewelry.bulk.delete")}
      </OnlineButton>
    </fieldset>
  );
}
