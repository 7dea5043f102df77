import { Command } from "cmdk";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/messages";
import { ADMIN_SCREENS } from "./admin-nav";
import styles from "./command-palette.module.css";
import { useAdminApi } from "./use-admin-api";

/** Ctrl/⌘+K: jump to any screen or any jewellery item by typing part of its name. */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const call = useAdminApi();
  const [items, setItems] = useState<JewelryItem[]>([]);

  useEffect(() => {
    if (!open) return;
    call("listJewelry").then(setItems, () => setItems([]));
  }, [open, call]);

  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label={t("admin.palette.label")}
      className={styles.palette}
      overlayClassName={styles.overlay}
      contentClassName={styles.content}
    >
      <Command.Input className={styles.input} placeholder={t("admin.palette.placeholder")} />
      <Command.List className={styles.list}>
        <Command.Empty className={styles.empty}>{t("admin.palette.empty")}</Command.Empty>
        <Command.Group heading={t("admin.palette.screens")} className={styles.group}>
          {ADMIN_SCREENS.map((screen) => (
            <Command.Item
              key={screen.to}
              value={t(screen.label)}
              onSelect={() => go(screen.to)}
              className={styles.item}
            >
              {t(screen.label)}
            </Command.Item>
          ))}
        </Command.Group>
        {items.length > 0 && (
          <Command.Group heading={t("admin.palette.items")} className={styles.group}>
            {items.map((item) => (
              <Command.Item
                key={item._id}
                value={`${item.name} ${item.category} ${item.metal} ${item._id}`}
                onSelect={() => go(`/admin/jewelry/${item._id}`)}
                className={styles.item}
              >
                {item.name}
                <span className={styles.meta}>
                  {item.category} · {item.metal}
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
      </Command.List>
    </Command.Dialog>
  );
}
