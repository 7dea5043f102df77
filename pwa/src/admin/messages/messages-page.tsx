import { useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { t } from "../../i18n/admin-catalogue";
import { useDocumentTitle } from "../../shared/document-title";
import { useAdminQuery } from "../api/use-admin-api";
import { Button } from "../kit/button";
import { DataTable } from "../kit/data-table";
import { FlashMessage } from "../kit/flash-message";
import { LoadState } from "../kit/load-state";
import { Toolbar } from "../kit/toolbar";
import { useKeyShortcut } from "../shell/use-shortcut";
import { columnsBesideDetail, messageColumns } from "./message-columns";
import { MessageDetail } from "./message-detail";
import { countByStatus, matchesSearch, type StatusFilter, senderName } from "./message-format";
import { MessagesBulkBar } from "./messages-bulk-bar";
import { MessagesFilters } from "./messages-filters";
import styles from "./messages-page.module.css";
import { type MessageAction, useMessageActions } from "./use-message-actions";

/** Website Settings › Contact Messages: the inbox as a list with the open message beside it. */
export function MessagesPage() {
  useDocumentTitle(t("adminInbox.title"));
  const query = useAdminQuery("listContactMessages");
  const { run, busy, flash } = useMessageActions();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const detailHeadingRef = useRef<HTMLHeadingElement>(null);
  useKeyShortcut(
    "slash",
    useCallback(() => searchRef.current?.focus(), []),
  );

  const messages = query.data ?? [];
  const counts = useMemo(() => countByStatus(messages), [messages]);
  const visible = useMemo(
    () => messages.filter((m) => (filter === "all" || m.status === filter) && matchesSearch(m, search)),
    [messages, filter, search],
  );
  // A bulk action only ever touches rows the owner can see under the current filter and search.
  const chosen = visible.filter((m) => selected.has(m._id));
  const openId = params.get("id");
  const open = openId ? messages.find((m) => m._id === openId) : undefined;
  const columns = useMemo(() => (openId ? columnsBesideDetail() : messageColumns()), [openId]);

  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("id", id);
        else next.delete("id");
        return next;
      },
      { replace: true },
    );
  // Focus never falls to <body>: back to the list's current row, or the search box when it is empty.
  const focusList = () => {
    const row = listRef.current?.querySelector<HTMLElement>('tbody tr[tabindex="0"]');
    (row ?? searchRef.current)?.focus();
  };
  const closeDetail = () => {
    setOpenId(null);
    requestAnimationFrame(focusList);
  };

  const actOnOpen = async (action: MessageAction) => {
    if (!open) return;
    const changed = await run(action, [open]);
    if (action === "delete" && changed.length > 0) closeDetail();
    else detailHeadingRef.current?.focus();
  };
  const actOnSelection = async (action: MessageAction) => {
    const changed = await run(action, chosen);
    if (changed.length === 0) return;
    if (action === "delete" && openId && changed.includes(openId)) setOpenId(null);
    setSelected(new Set());
    requestAnimationFrame(focusList);
  };

  return (
    <>
      <Toolbar title={t("adminInbox.title")} />
      <div className={styles.page}>
        {query.data && (
          <MessagesFilters
            filter={filter}
            counts={counts}
            onFilterChange={setFilter}
            search={search}
            onSearchChange={setSearch}
            searchRef={searchRef}
          />
        )}
        <FlashMessage flash={flash} />
        {(!query.data || Boolean(query.error)) && (
          <LoadState
            loading={query.isFetching}
            error={query.error}
            failed={t("adminInbox.loadError")}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.data && (
          <div className={open || openId ? `${styles.layout} ${styles.withDetail}` : styles.layout}>
            <div className={styles.list} ref={listRef}>
              {chosen.length > 0 && (
                <MessagesBulkBar
                  selected={chosen}
                  busy={busy}
                  onAction={(action) => void actOnSelection(action)}
                />
              )}
              <div className={styles.scroller}>
                <DataTable
                  label={t("adminInbox.tableLabel")}
                  rows={visible}
                  columns={columns}
                  rowId={(m) => m._id}
                  rowName={(m) => t("adminInbox.rowName", { name: senderName(m) })}
                  selected={selected}
                  onSelectedChange={setSelected}
                  activeId={openId}
                  onOpen={(m) => setOpenId(m._id)}
                  empty={messages.length === 0 ? t("adminInbox.empty") : t("adminInbox.noMatch")}
                  initialSort={{ key: "received", direction: "desc" }}
                />
              </div>
            </div>
            {open ? (
              <MessageDetail
                key={open._id}
                message={open}
                headingRef={detailHeadingRef}
                busy={busy}
                onAction={(action) => void actOnOpen(action)}
                onClose={closeDetail}
              />
            ) : (
              openId &&
              !query.isFetching && (
                <div className={styles.detail}>
                  <p className="adm-notice adm-notice-warning">{t("adminInbox.notFound")}</p>
                  <Button onClick={closeDetail}>{t("adminInbox.close")}</Button>
                </div>
              )
            )}
          </div>
        )}
      </div>
    </>
  );
}
