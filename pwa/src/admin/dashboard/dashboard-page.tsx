import { ExternalLink, Gem, Inbox, Plus, Settings } from "lucide-react";
import { Link } from "react-router";
import { t } from "../../i18n/admin-catalogue";
import { useDocumentTitle } from "../../shared/document-title";
import { describeError } from "../api/use-admin-api";
import { Button, buttonLook } from "../kit/button";
import { Toolbar } from "../kit/toolbar";
import { useOpenEnquiryCount, useUnreadCount } from "../shell/unread-count";
import { ActivityList } from "./activity-list";
import { BackupCard } from "./backup-card";
import styles from "./dashboard-page.module.css";
import { StatCards } from "./stat-cards";
import { countsOf, useDashboardData } from "./use-dashboard-data";

const QUICK_ACTIONS = [
  { to: "/admin/jewelry/new", label: "adminDashboard.addJewelry", Icon: Plus },
  { to: "/admin/jewelry", label: "adminDashboard.manageJewelry", Icon: Gem },
  { to: "/admin/settings/home-page", label: "adminDashboard.websiteSettings", Icon: Settings },
  { to: "/admin/settings/messages", label: "adminDashboard.viewMessages", Icon: Inbox },
] as const;

/** /admin: the catalogue at a glance, the ways into the daily jobs, and what changed lately. */
export function DashboardPage() {
  useDocumentTitle(t("adminDashboard.title"));
  const { counts, activity, reload } = useDashboardData();
  const unread = useUnreadCount();
  const enquiries = useOpenEnquiryCount();
  const retry = (
    <Button size="small" onClick={() => void reload()}>
      {t("admin.common.retry")}
    </Button>
  );

  return (
    <>
      <Toolbar title={t("adminDashboard.title")} />
      <div className={styles.page}>
        {counts.status === "unreachable" && (
          <div className={`adm-notice adm-notice-warning ${styles.notice}`} role="alert">
            <p>
              <strong>{t("adminDashboard.devMode")}:</strong> {t("adminDashboard.devModeText")}
            </p>
            {retry}
          </div>
        )}
        {counts.status === "error" && (
          <div className={`adm-notice adm-notice-error ${styles.notice}`} role="alert">
            <p>{describeError(counts.error, t("adminDashboard.loadError"))}</p>
            {retry}
          </div>
        )}
        <StatCards
          counts={countsOf(counts)}
          unread={counts.status === "unreachable" ? 0 : unread}
          enquiries={counts.status === "unreachable" ? 0 : enquiries}
        />
        <div className={styles.columns}>
          <div className={styles.side}>
            <section className="adm-card" aria-labelledby="quick-actions">
              <h2 id="quick-actions">{t("adminDashboard.quickActions")}</h2>
              <ul className={styles.actions}>
                {QUICK_ACTIONS.map(({ to, label, Icon }) => (
                  <li key={to}>
                    <Link to={to} className={buttonLook()}>
                      <Icon size={15} aria-hidden="true" />
                      {t(label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <a href="/" target="_blank" rel="noopener" className={buttonLook()}>
                    <ExternalLink size={15} aria-hidden="true" />
                    {t("adminDashboard.viewWebsite")}
                    <span className="visually-hidden"> {t("adminDashboard.newTab")}</span>
                  </a>
                </li>
              </ul>
            </section>
            <BackupCard />
          </div>
          <section className="adm-card" aria-labelledby="recent-activity">
            <h2 id="recent-activity">{t("adminDashboard.recentActivity")}</h2>
            <ActivityList activity={activity} />
            <Link className={styles.more} to="/admin/activity">
              {t("adminDashboard.viewAllActivity")}
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
