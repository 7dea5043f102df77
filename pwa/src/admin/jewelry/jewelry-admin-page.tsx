import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { useDocumentTitle } from "../../shared/document-title";
import { useAdminQuery } from "../api/use-admin-api";
import { FlashMessage } from "../kit/flash-message";
import { LoadState } from "../kit/load-state";
import { Toolbar } from "../kit/toolbar";
import { useFlash } from "../kit/use-flash";
import { useKeyShortcut } from "../shell/use-shortcut";
import { BulkBar } from "./bulk-bar";
import { EditorPane } from "./editor-pane";
import { FeaturedLine, FeaturedOrderDialog } from "./featured-order-dialog";
import styles from "./jewelry-admin.module.css";
import { filterJewelry, isFiltered, NO_FILTERS } from "./jewelry-filters";
import { JewelryListState } from "./jewelry-list-state";
import { JewelryTable } from "./jewelry-table";
import { JewelryToolbarControls } from "./jewelry-toolbar-controls";
import { useFocusRequest } from "./use-focus-request";
import { useJewelryWrites } from "./use-jewelry-writes";

const LIST_PATH = "/admin/jewelry";

/** /admin/jewelry and /admin/jewelry/:id: the catalogue table, with the item's editor beside it. */
export function JewelryAdminPage() {
  useDocumentTitle(t("adminJewelry.title"));
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useAdminQuery("listJewelry");
  const [flash, showFlash] = useFlash();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [lastClosed, setLastClosed] = useState<string | null>(null);
  const [ordering, setOrdering] = useState(false);
  const deleted = useRef(new Set<string>());
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const requestFocus = useFocusRequest(listRef, searchRef);
  const writes = useJewelryWrites(showFlash);

  const items = query.data;
  const rows = useMemo(() => filterJewelry(items ?? [], filters), [items, filters]);
  const picked = rows.filter((item) => selected.has(item._id));
  const current = id && id !== "new" ? items?.find((item) => item._id === id) : undefined;

  const open = useCallback((item: JewelryItem) => navigate(`${LIST_PATH}/${item._id}`), [navigate]);
  const addNew = useCallback(() => navigate(`${LIST_PATH}/new`), [navigate]);
  const closeEditor = useCallback(
    (focusId: string | null) => {
      setLastClosed(focusId);
      navigate(LIST_PATH);
      if (focusId) requestFocus({ rowId: focusId });
      else addRef.current?.focus();
    },
    [navigate, requestFocus],
  );

  useKeyShortcut("n", addNew);
  useKeyShortcut(
    "slash",
    useCallback(() => searchRef.current?.focus(), []),
  );

  // The open item was deleted from the list: its editor has nothing left to edit.
  useEffect(() => {
    if (id && deleted.current.has(id) && items && !current) navigate(LIST_PATH, { replace: true });
  }, [id, items, current, navigate]);

  const forget = (ids: string[]) => {
    for (const gone of ids) deleted.current.add(gone);
    setSelected((ticked) => new Set([...ticked].filter((one) => !ids.includes(one))));
  };

  const deleteRow = async (item: JewelryItem) => {
    const index = rows.indexOf(item);
    const gone = await writes.remove([item]);
    forget(gone);
    requestFocus(gone.length > 0 ? { rowIndex: index } : { rowId: item._id });
  };

  const deletePicked = async () => {
    const gone = await writes.remove(picked);
    forget(gone);
    if (gone.length > 0) requestFocus({ rowIndex: 0 });
  };

  const empty = (
    <JewelryListState
      kind={(items ?? []).length === 0 ? "empty" : "noMatch"}
      onClear={() => {
        setFilters(NO_FILTERS);
        searchRef.current?.focus();
      }}
    />
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Esc from anywhere in the list or the editor closes the editor; the keys come from the focusable elements inside
    <div
      className={`${styles.page} ${id ? styles.withEditor : ""}`}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented || !id) return;
        event.preventDefault();
        closeEditor(id === "new" ? null : id);
      }}
    >
      <Toolbar title={t("adminJewelry.title")}>
        <div className={styles.controls}>
          <JewelryToolbarControls
            filters={filters}
            onFiltersChange={setFilters}
            onAdd={addNew}
            searchRef={searchRef}
            addRef={addRef}
          />
        </div>
      </Toolbar>
      <div className={styles.flash}>
        <FlashMessage flash={flash} />
      </div>
      <div className={styles.body}>
        <div className={styles.listPane} ref={listRef}>
          {items && (
            <FeaturedLine
              count={items.filter((item) => item.featured).length}
              onOrder={() => setOrdering(true)}
            />
          )}
          {picked.length > 0 && (
            <BulkBar
              count={picked.length}
              busy={picked.some((item) => writes.busy.has(item._id))}
              onFeature={(featured) => void writes.setFeatured(picked, featured)}
              onDelete={() => void deletePicked()}
            />
          )}
          {items ? (
            <div className={styles.tableWrap}>
              <JewelryTable
                rows={rows}
                selected={selected}
                onSelectedChange={setSelected}
                activeId={id && id !== "new" ? id : lastClosed}
                busy={writes.busy}
                compact={Boolean(id)}
                empty={empty}
                onOpen={open}
                onToggleFeatured={(item) => void writes.setFeatured([item], !item.featured)}
                onDelete={(item) => void deleteRow(item)}
                scrollParent={listRef}
              />
            </div>
          ) : (
            <LoadState
              loading={query.isFetching}
              error={query.error}
              failed={t("adminJewelry.loadError")}
              onRetry={() => void query.refetch()}
            />
          )}
          {items && isFiltered(filters) && (
            <p className={`adm-hint ${styles.count}`}>
              {t("adminJewelry.count", { shown: rows.length, total: items.length })}
            </p>
          )}
        </div>
        {id && <EditorPane id={id} item={current} loading={!items} flash={showFlash} onClose={closeEditor} />}
      </div>
      <FeaturedOrderDialog
        open={ordering}
        onClose={(done) => {
          setOrdering(false);
          if (done) showFlash(done);
        }}
      />
    </div>
  );
}
