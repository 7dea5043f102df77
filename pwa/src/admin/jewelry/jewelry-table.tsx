import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, type RefObject, useMemo } from "react";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { formatPieceGrams } from "../../i18n/format";
import { categoryName, metalName } from "../../i18n/jewelry-terms";
import { pageLocale } from "../../i18n/page-language";
import { Button } from "../kit/button";
import { type Column, DataTable } from "../kit/data-table";
import { OnlineButton } from "../kit/online-button";
import { FeaturedBadge } from "./featured-badge";
import styles from "./jewelry-admin.module.css";
import { JewelryThumbnail } from "./jewelry-thumbnail";

const byText = (a: string, b: string) => a.localeCompare(b, pageLocale(), { sensitivity: "base" });

/** Columns said under the item's name while the editor is open, so the narrowed list still fits. */
const FOLDED_BESIDE_EDITOR = new Set(["category", "metal"]);

/** Lets the page put focus back on a row after the editor closes or a row disappears. */
export const ROW_ID_ATTRIBUTE = "data-row-id";

interface Props {
  rows: readonly JewelryItem[];
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  activeId: string | null;
  busy: ReadonlySet<string>;
  /**
   * The editor is open beside the table: row actions shrink to their icons, and the category and
   * metal move under the item's name.
   */
  compact: boolean;
  empty: ReactNode;
  onOpen: (item: JewelryItem) => void;
  onToggleFeatured: (item: JewelryItem) => void;
  onDelete: (item: JewelryItem) => void;
  /** The pane the table scrolls in: a long catalogue is drawn a window at a time. */
  scrollParent: RefObject<HTMLElement | null>;
}

export function JewelryTable(props: Props) {
  const { busy, compact, onOpen, onToggleFeatured, onDelete } = props;
  const label = compact ? "visually-hidden" : undefined;
  const columns = useMemo(() => {
    const all: Column<JewelryItem>[] = [
      {
        key: "name",
        header: t("adminJewelry.column.item"),
        title: true,
        compare: (a, b) => byText(a.name, b.name),
        render: (item) => (
          <span className={styles.itemCell}>
            <JewelryThumbnail src={item.imageUrl} />
            <span className={styles.itemText}>
              <span className={styles.itemName}>{item.name}</span>
              {compact && (
                <span className={styles.itemKind}>
                  {t("adminJewelry.kindOf", {
                    category: categoryName(item.category),
                    metal: metalName(item.metal),
                  })}
                </span>
              )}
            </span>
          </span>
        ),
      },
      {
        key: "category",
        header: t("adminJewelry.column.category"),
        compare: (a, b) => byText(a.category, b.category),
        render: (item) => categoryName(item.category),
      },
      {
        key: "metal",
        header: t("adminJewelry.column.metal"),
        compare: (a, b) => byText(a.metal, b.metal),
        render: (item) => metalName(item.metal),
      },
      {
        key: "weight",
        header: t("adminJewelry.column.weight"),
        align: "end",
        compare: (a, b) => a.weight - b.weight,
        render: (item) => <span className="tabular">{formatPieceGrams(item.weight)}</span>,
      },
      {
        key: "featured",
        header: t("adminJewelry.column.featured"),
        compare: (a, b) => Number(a.featured) - Number(b.featured),
        render: (item) => <FeaturedBadge item={item} busy={busy.has(item._id)} onToggle={onToggleFeatured} />,
      },
      {
        key: "actions",
        header: t("adminJewelry.column.actions"),
        align: "end",
        render: (item) => (
          <span className={styles.rowActions}>
            <Button
              kind="ghost"
              size="small"
              aria-label={t("adminJewelry.editNamed", { name: item.name })}
              {...{ [ROW_ID_ATTRIBUTE]: item._id }}
              onClick={() => onOpen(item)}
            >
              <Pencil size={13} aria-hidden="true" />
              <span className={label}>{t("adminJewelry.edit")}</span>
            </Button>
            <OnlineButton
              kind="danger"
              size="small"
              aria-label={t("adminJewelry.deleteNamed", { name: item.name })}
              onClick={() => onDelete(item)}
            >
              <Trash2 size={13} aria-hidden="true" />
              <span className={label}>{t("adminJewelry.delete")}</span>
            </OnlineButton>
          </span>
        ),
      },
    ];
    return compact ? all.filter((column) => !FOLDED_BESIDE_EDITOR.has(column.key)) : all;
  }, [busy, compact, label, onOpen, onToggleFeatured, onDelete]);

  return (
    <DataTable
      label={t("adminJewelry.tableLabel")}
      rows={props.rows}
      columns={columns}
      rowId={(item) => item._id}
      rowName={(item) => item.name}
      selected={props.selected}
      onSelectedChange={props.onSelectedChange}
      activeId={props.activeId}
      onOpen={onOpen}
      empty={props.empty}
      scrollParent={props.scrollParent}
    />
  );
}
