import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ACTIVITY_KINDS, type ActivityKind, kindOfAction } from "#core/schemas/activity";
import { t } from "../../i18n/admin-catalogue";
import { useDocumentTitle } from "../../shared/document-title";
import { describeError } from "../api/use-admin-api";
import { describeActivity } from "../dashboard/activity-text";
import { formatAdminDate } from "../kit/admin-date";
import { Button } from "../kit/button";
import table from "../kit/compact-table.module.css";
import { LoadState } from "../kit/load-state";
import { SearchBox } from "../kit/search-box";
import cards from "../kit/table-cards.module.css";
import { Toolbar } from "../kit/toolbar";
import { useKeyShortcut } from "../shell/use-shortcut";
import styles from "./activity-page.module.css";
import { useActivityLog } from "./use-activity-log";

/** The server is asked again once the owner pauses typing, not at every letter. */
const SEARCH_PAUSE_MS = 300;

const isKind = (value: string | null): value is ActivityKind =>
  (ACTIVITY_KINDS as readonly (string | null)[]).includes(value);

/**
 * /admin/activity: who did what and when, newest first, filtered by kind and by words in who or
 * what. The filter lives in the address, so a reload or a shared link shows the same entries.
 */
export function ActivityPage() {
  useDocumentTitle(t("adminActivity.title"));
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind");
  const kind = isKind(kindParam) ? kindParam : undefined;
  const search = params.get("q") ?? "";
  const [typed, setTyped] = useState(search);
  const searchRef = useRef<HTMLInputElement>(null);
  useKeyShortcut(
    "slash",
    useCallback(() => searchRef.current?.focus(), []),
  );

  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => setParam("q", typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParam]);

  const log = useActivityLog({ kind, search });
  const entries = log.data?.pages.flat();

  return (
    <>
      <Toolbar title={t("adminActivity.title")}>
        <SearchBox
          id="activity-search"
          label={t("adminActivity.search")}
          placeholder={t("adminActivity.searchPlaceholder")}
          value={typed}
          onValueChange={setTyped}
          inputRef={searchRef}
          maxLength={100}
        />
        <select
          className="adm-input"
          aria-label={t("adminActivity.kind")}
          value={kind ?? ""}
          onChange={(event) => setParam("kind", event.target.value)}
        >
          <option value="">{t("adminActivity.kind.all")}</option>
          {ACTIVITY_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`adminActivity.kind.${option}`)}
            </option>
          ))}
        </select>
      </Toolbar>
      <div className={styles.page}>
        <p className="adm-hint">{t("adminActivity.hint")}</p>
        {entries === undefined || (log.isError && !log.isFetchingNextPage) ? (
          <LoadState
            loading={log.isFetching}
            error={log.error}
            failed={t("adminActivity.loadError")}
            onRetry={() => void log.refetch()}
          />
        ) : entries.length === 0 ? (
          <p className={styles.muted}>{t("adminActivity.empty")}</p>
        ) : (
          <>
            <div className={styles.scroller}>
              <table
                className={`${table.table} ${cards.cards} ${styles.log}`}
                aria-label={t("adminActivity.tableLabel")}
              >
                <thead>
                  <tr>
                    <th scope="col">{t("adminActivity.when")}</th>
                    <th scope="col">{t("adminActivity.what")}</th>
                    <th scope="col">{t("adminActivity.kind")}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td data-label={t("adminActivity.when")}>
                        <time dateTime={entry.at}>{formatAdminDate(entry.at)}</time>
                      </td>
                      <td className={`${styles.what} ${cards.title}`}>{describeActivity(entry)}</td>
                      <td>
                        <span className="adm-badge">
                          {t(`adminActivity.kind.${kindOfAction(entry.action)}`)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {log.hasNextPage ? (
              <div className={styles.more}>
                <Button disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                  {log.isFetchingNextPage ? t("adminActivity.loadingOlder") : t("adminActivity.showOlder")}
                </Button>
                {log.isFetchNextPageError && (
                  <p className="adm-error" role="alert">
                    {describeError(log.error, t("adminActivity.loadError"))}
                  </p>
                )}
              </div>
            ) : (
              <p className={styles.muted}>{t("adminActivity.end")}</p>
            )}
          </>
        )}
      </div>
    </>
  );
}
