import { useState } from "react";
import { RATE_GRADES, RATE_METALS } from "#core/rate-terms";
import type { RateBoard, RateBoardStatus } from "#core/schemas/gold-rates";
import { t } from "../../i18n/admin-catalogue";
import { formatDhakaTime, formatTaka } from "../../i18n/format";
import { Button } from "../kit/button";
import { OnlineButton } from "../kit/online-button";
import { withdrawableId } from "./board-status";
import { rateName } from "./rate-text";
import styles from "./rates-admin.module.css";

/** Enough to see the last few weeks at a glance; the rest is one click away. */
const FIRST_ROWS = 20;

const STATUS_CLASS: Record<RateBoardStatus, string | undefined> = {
  "in-force": styles.inForce,
  scheduled: styles.scheduled,
  withdrawn: styles.withdrawn,
  replaced: styles.replaced,
};

/** Where the board stands, as the server marked it at its clock. */
function StatusBadge({ board }: { board: RateBoard }) {
  const text =
    board.status === "in-force"
      ? t("adminRates.history.inForce")
      : board.status === "scheduled"
        ? t("adminRates.history.scheduled")
        : board.status === "withdrawn" && board.withdrawnAt
          ? t("adminRates.history.withdrawn", { time: formatDhakaTime(board.withdrawnAt) })
          : t("adminRates.history.replaced");
  return <span className={`adm-badge ${STATUS_CLASS[board.status] ?? ""}`}>{text}</span>;
}

interface Props {
  boards: readonly RateBoard[];
  onWithdraw: (board: RateBoard) => void;
  busy: boolean;
}

/** Every board, newest first, with who entered it and where it stands; the newest can be withdrawn. */
export function BoardHistory({ boards, onWithdraw, busy }: Props) {
  const [showAll, setShowAll] = useState(false);
  if (boards.length === 0) return <p className={styles.empty}>{t("adminRates.history.empty")}</p>;

  const withdrawable = withdrawableId(boards);
  const rows = showAll ? boards : boards.slice(0, FIRST_ROWS);
  return (
    <>
      <section
        className={styles.scroller}
        aria-label={t("adminRates.history.scrollLabel")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table
          className={`${styles.table} ${styles.history}`}
          aria-label={t("adminRates.history.tableLabel")}
        >
          <thead>
            <tr>
              <th scope="col">{t("adminRates.history.effective")}</th>
              {RATE_METALS.flatMap((metal) =>
                RATE_GRADES.map((grade) => (
                  <th key={`${metal}-${grade}`} scope="col" className={styles.number}>
                    {rateName(metal, grade)}
                  </th>
                )),
              )}
              <th scope="col">{t("adminRates.history.enteredBy")}</th>
              <th scope="col">{t("adminRates.history.status")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("adminRates.history.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((board) => (
              <tr key={board.id} className={board.status === "withdrawn" ? styles.struck : undefined}>
                <th scope="row" className={styles.when}>
                  {formatDhakaTime(board.effectiveAt)}
                </th>
                {RATE_METALS.flatMap((metal) =>
                  RATE_GRADES.map((grade) => (
                    <td
                      key={`${metal}-${grade}`}
                      className={styles.number}
                      data-label={rateName(metal, grade)}
                    >
                      {formatTaka(board.prices[metal][grade])}
                    </td>
                  )),
                )}
                <td data-label={t("adminRates.history.enteredBy")}>{board.createdBy}</td>
                <td className={styles.status}>
                  <StatusBadge board={board} />
                </td>
                <td className={styles.undo}>
                  {board.id === withdrawable && (
                    <OnlineButton
                      kind="danger"
                      size="small"
                      aria-label={t("adminRates.history.withdrawLabel", {
                        time: formatDhakaTime(board.effectiveAt),
                      })}
                      disabled={busy}
                      onClick={() => onWithdraw(board)}
                    >
                      {t("adminRates.history.withdraw")}
                    </OnlineButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length < boards.length && (
        <div className={styles.more}>
          <Button size="small" onClick={() => setShowAll(true)}>
            {t("adminRates.history.showAll", { count: boards.length })}
          </Button>
        </div>
      )}
    </>
  );
}
