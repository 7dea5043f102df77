import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatNumber } from "#core/format/number";
import { inLanguage } from "#core/in-language";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { Button } from "../kit/button";
import { MoveButtons } from "../kit/move-buttons";
import { JewelryThumbnail } from "./jewelry-thumbnail";
import styles from "./piece-order-list.module.css";

/** The list with the piece at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function movePiece(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  const next = [...ids];
  const [moving] = next.splice(index, 1);
  if (moving === undefined || target < 0 || target >= ids.length) return [...ids];
  next.splice(target, 0, moving);
  return next;
}

interface Props {
  ids: readonly string[];
  pieces: ReadonlyMap<string, JewelryItem>;
  onChange: (ids: string[]) => void;
  /** A Remove button per piece, named by this label; none when pieces leave the list elsewhere. */
  removeLabel?: (name: string) => string;
}

/**
 * Pieces in the order they are shown, numbered, each with Move up and Move down. Focus stays on the
 * moved piece's button, and its new place is said aloud, so the order can be set from the keyboard.
 */
export function PieceOrderList({ ids, pieces, onChange, removeLabel }: Props) {
  const [announcement, setAnnouncement] = useState("");
  const [focusAfter, setFocusAfter] = useState<{ id: string; control: "up" | "down" } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const nameOf = (id: string) => {
    const item = pieces.get(id);
    return item ? inLanguage(item, pageLanguage()).name : t("adminPieces.missing");
  };

  useEffect(() => {
    if (!focusAfter) return;
    const row = list.current?.querySelector(`[data-piece="${CSS.escape(focusAfter.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfter.control}"]`);
    // At the list's end the moved piece's button is off: its other one takes the focus.
    (wanted && !wanted.disabled
      ? wanted
      : row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)")
    )?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const move = (index: number, by: -1 | 1) => {
    const id = ids[index];
    if (id === undefined) return;
    onChange(movePiece(ids, index, by));
    setFocusAfter({ id, control: by < 0 ? "up" : "down" });
    setAnnouncement(
      t("adminPieces.moved", { name: nameOf(id), position: index + by + 1, count: ids.length }),
    );
  };

  return (
    <>
      <ol ref={list} className={styles.list}>
        {ids.map((id, index) => {
          const name = nameOf(id);
          return (
            <li key={id} data-piece={id} className={styles.piece}>
              <span className={styles.position}>{formatNumber(index + 1, pageLanguage())}</span>
              <JewelryThumbnail src={pieces.get(id)?.imageUrl ?? ""} />
              <span className={styles.name}>{name}</span>
              <span className={styles.actions}>
                <MoveButtons
                  index={index}
                  count={ids.length}
                  upLabel={t("adminPieces.moveUpNamed", { name })}
                  downLabel={t("adminPieces.moveDownNamed", { name })}
                  onMove={(by) => move(index, by)}
                />
                {removeLabel && (
                  <Button
                    size="small"
                    kind="ghost"
                    aria-label={removeLabel(name)}
                    title={t("adminPieces.remove")}
                    onClick={() => onChange(ids.filter((other) => other !== id))}
                  >
                    <X size={14} aria-hidden="true" />
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
