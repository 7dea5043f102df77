import { Star, StarOff, Trash2 } from "lucide-react";
import { t } from "../../i18n/messages";
import styles from "./jewelry-admin.module.css";

interface Props {
  count: number;
  online: boolean;
  busy: boolean;
  onFeature: (featured: boolean) => void;
  onDelete: () => void;
}

/** Shown while rows are ticked: what to do with all of them at once. */
export function BulkBar({ count, online, busy, onFeature, onDelete }: Props) {
  const offlineTitle = online ? undefined : t("admin.offline.saveDisabled");
  // Busy buttons stay focusable (aria-disabled) so the owner's focus is not dropped mid-action.
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <fieldset className={styles.bulk}>
      <legend className="visually-hidden">{t("adminJewelry.bulk.label")}</legend>
      <span className={styles.bulkCount} aria-live="polite">
        {t("admin.common.selected", { count })}
      </span>
      <button
        type="button"
        className="adm-button adm-button-small"
        disabled={!online}
        aria-disabled={busy || undefined}
        title={offlineTitle}
        onClick={guard(() => onFeature(true))}
      >
        <Star size={13} aria-hidden="true" />
        {t("adminJewelry.bulk.feature")}
      </button>
      <button
        type="button"
        className="adm-button adm-button-small"
        disabled={!online}
        aria-disabled={busy || undefined}
        title={offlineTitle}
        onClick={guard(() => onFeature(false))}
      >
        <StarOff size={13} aria-hidden="true" />
        {t("adminJewelry.bulk.unfeature")}
      </button>
      <button
        type="button"
        className="adm-button adm-button-small adm-button-danger"
        disabled={!online}
        aria-disabled={busy || undefined}
        title={offlineTitle}
        onClick={guard(onDelete)}
      >
        <Trash2 size={13} aria-hidden="true" />
        {t("adminJewelry.bulk.delete")}
      </button>
    </fieldset>
  );
}
