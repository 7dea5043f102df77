import { useEffect, useState } from "react";
import { t } from "../../i18n/admin-catalogue";
import { describeError } from "../api/use-admin-api";
import { formatAdminDate } from "../kit/admin-date";
import { describeActivity, relativeTime } from "./activity-text";
import styles from "./dashboard-page.module.css";
import type { ActivityState } from "./use-dashboard-data";

const TICK_MS = 60_000;

/** The audit log as sentences, newest first, each with how long ago (exact time on hover). */
export function ActivityList({ activity }: { activity: ActivityState }) {
  // "5 minutes ago" has to keep up while the dashboard stays open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (activity.status === "loading") return <p className={styles.muted}>{t("admin.common.loading")}</p>;
  if (activity.status === "error") {
    return <p className="adm-error">{describeError(activity.error, t("adminDashboard.activityError"))}</p>;
  }
  if (activity.entries.length === 0) return <p className={styles.muted}>{t("adminDashboard.noActivity")}</p>;
  return (
    <ol className={styles.activity}>
      {activity.entries.map((entry) => (
        <li key={entry.id}>
          <span>{describeActivity(entry)}</span>
          <time dateTime={entry.at} title={formatAdminDate(entry.at)} className={styles.when}>
            {relativeTime(entry.at, now)}
          </time>
        </li>
      ))}
    </ol>
  );
}
