import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { t } from "../../i18n/admin-catalogue";
import styles from "./dashboard-page.module.css";
import type { DashboardCounts } from "./use-dashboard-data";

interface Props {
  /** Null while loading. */
  counts: DashboardCounts | null;
  unread: number | null;
  /** Visitors' lists sent to the inbox and not yet replied to. */
  enquiries: number | null;
}

const figure = (value: number | null) => (value === null ? "…" : value.toLocaleString("en-IN"));

/** The spec's three counts, then the unread messages and the lists still to answer, each a way into the inbox. */
export function StatCards({ counts, unread, enquiries }: Props) {
  const stats = [
    { label: t("adminDashboard.totalItems"), value: counts?.total ?? null },
    { label: t("adminDashboard.featuredItems"), value: counts?.featured ?? null },
    { label: t("adminDashboard.categories"), value: counts?.categories ?? null },
  ];
  return (
    <ul className={styles.stats} aria-label={t("adminDashboard.countsLabel")} aria-busy={counts === null}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <span className={styles.statLabel}>{stat.label}</span>
          <span className={styles.statValue}>{figure(stat.value)}</span>
        </li>
      ))}
      <li>
        <Link to="/admin/settings/messages" className={`${styles.stat} ${styles.statLink}`}>
          <span className={styles.statLabel}>{t("adminDashboard.unreadMessages")}</span>
          <span className={`${styles.statValue} ${unread ? styles.unread : ""}`}>{figure(unread)}</span>
          <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
        </Link>
      </li>
      <li>
        <Link to="/admin/settings/messages" className={`${styles.stat} ${styles.statLink}`}>
          <span className={styles.statLabel}>{t("adminDashboard.openEnquiries")}</span>
          <span className={`${styles.statValue} ${enquiries ? styles.unread : ""}`}>{figure(enquiries)}</span>
          <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
        </Link>
      </li>
    </ul>
  );
}
