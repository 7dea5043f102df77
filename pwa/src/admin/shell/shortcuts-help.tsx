import { t } from "../../i18n/admin-catalogue";
import { Button } from "../kit/button";
import { Dialog } from "../kit/dialog";
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
  return (
    <Dialog
      open={open}
      title={t("admin.shortcuts.title")}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t("admin.common.close")}</Button>}
    >
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
    </Dialog>
  );
}
