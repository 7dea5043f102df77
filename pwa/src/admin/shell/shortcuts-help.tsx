import { useEffect, useRef } from "react";
import { t } from "../../i18n/admin-catalogue";
import styles from "../kit/dialog.module.css";

const MOD = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl";

const SHORTCUTS = [
  [[MOD, "S"], "admin.shortcuts.save"],
  [[MOD, "K"], "admin.shortcuts.palette"],
  [["N"], "admin.shortcuts.new"],
  [["/"], "admin.shortcuts.search"],
  [["Esc"], "admin.shortcuts.escape"],
  [["?"], "admin.shortcuts.help"],
  [["↑", "↓"], "admin.shortcuts.rows"],
  [["Alt", "↑", "↓"], "admin.shortcuts.photos"],
] as const;

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">{t("admin.shortcuts.title")}</h2>
      <dl className={styles.shortcuts}>
        {SHORTCUTS.map(([keys, label]) => (
          <div key={label}>
            <dt>
              {keys.map((key) => (
                <kbd key={key} className="adm-kbd">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
      <div className="adm-actions">
        <button type="button" className="adm-button" onClick={onClose}>
          {t("admin.common.close")}
        </button>
      </div>
    </dialog>
  );
}
