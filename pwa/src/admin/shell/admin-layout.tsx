import { ExternalLink, LogOut, Menu, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { NavLink, Outlet } from "react-router";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { LanguageSwitch } from "../../shared/ui/language-switch";
import { useAdminQuery } from "../api/use-admin-api";
import styles from "./admin-layout.module.css";
import { useAdminManifest } from "./admin-manifest";
import { ADMIN_SCREENS, type AdminScreen } from "./admin-nav";
import { useAdminSession } from "./admin-session";
import { useAppBadge } from "./app-badge";
import { CommandPalette } from "./command-palette";
import { ShortcutsHelp } from "./shortcuts-help";
import { useUnreadCount } from "./unread-count";
import { useKeyShortcut } from "./use-shortcut";

export function AdminLayout() {
  const { admin, signOut, updateAdmin } = useAdminSession();
  const online = useOnline();
  const unread = useUnreadCount();
  useAppBadge(unread);
  const session = useAdminQuery("session");
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  useAdminManifest();

  // A restored token may have expired or been revoked since: the session is checked quietly (a 401
  // ends it), and details changed on another device are picked up.
  const current = session.data?.admin;
  useEffect(() => {
    if (current) updateAdmin(current);
  }, [current, updateAdmin]);

  useHotkeys(
    "mod+k",
    (event) => {
      event.preventDefault();
      setPaletteOpen((open) => !open);
    },
    { enableOnFormTags: true, preventDefault: true },
  );
  useKeyShortcut(
    "shift+slash",
    useCallback(() => setHelpOpen(true), []),
  );

  const screenLink = (screen: AdminScreen) => (
    <li key={screen.to}>
      <NavLink
        to={screen.to}
        end={screen.to === "/admin"}
        className={screen.group ? `${styles.link} ${styles.sub}` : styles.link}
      >
        {t(screen.label)}
        {screen.to.endsWith("/messages") && unread ? (
          <span className={styles.count}>
            {unread}
            <span className="visually-hidden"> unread</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
  const topLevel = ADMIN_SCREENS.filter((screen) => !screen.group);
  const settingsAt = ADMIN_SCREENS.findIndex((screen) => screen.group === "settings");
  const before = topLevel.filter((screen) => ADMIN_SCREENS.indexOf(screen) < settingsAt);
  const after = topLevel.filter((screen) => ADMIN_SCREENS.indexOf(screen) > settingsAt);

  return (
    <div className={styles.app}>
      <header className={styles.titlebar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={18} aria-hidden="true" /> : <Menu size={18} aria-hidden="true" />}
          <span className="visually-hidden">{t(menuOpen ? "admin.nav.closeMenu" : "admin.nav.menu")}</span>
        </button>
        <span className={styles.appName}>{t("admin.appName")}</span>
        <span className={styles.welcome}>
          {t("admin.welcome")}, <strong>{admin.username}</strong>
        </span>
        <LanguageSwitch className={styles.language} />
        <button type="button" className={styles.signOut} onClick={() => void signOut()}>
          <LogOut size={14} aria-hidden="true" />
          {t("admin.logout")}
        </button>
      </header>
      <div className={styles.body}>
        {/* On a phone the sidebar is a sheet over the screen, opened from the title bar; a choice closes it. */}
        <nav
          id="admin-nav"
          className={menuOpen ? `${styles.sidebar} ${styles.sidebarOpen}` : styles.sidebar}
          aria-label={t("admin.nav.label")}
          onClick={(event) => {
            if ((event.target as Element).closest("a")) setMenuOpen(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape" && menuOpen) setMenuOpen(false);
          }}
        >
          <ul>
            {before.map((screen) => screenLink(screen))}
            <li>
              <span className={styles.group}>{t("admin.nav.websiteSettings")}</span>
              <ul>
                {ADMIN_SCREENS.filter((screen) => screen.group === "settings").map((screen) =>
                  screenLink(screen),
                )}
              </ul>
            </li>
            {after.map((screen) => screenLink(screen))}
          </ul>
          <a className={styles.viewSite} href="/" target="_blank" rel="noopener">
            {t("admin.nav.viewSite")}
            <ExternalLink size={13} aria-hidden="true" />
          </a>
        </nav>
        <main className={styles.main} id="admin-main">
          {!online && (
            <p className={`adm-notice adm-notice-warning ${styles.offline}`} role="status">
              {t("admin.offline.banner")}
            </p>
          )}
          <Outlet />
        </main>
      </div>
      <footer className={styles.statusbar}>
        <span className={online ? styles.online : styles.offlineDot}>
          {online ? t("admin.status.online") : t("admin.status.offline")}
        </span>
        <span className={styles.signedInAs}>
          {t("admin.status.signedInAs", { username: admin.username })}
        </span>
        <button type="button" className={styles.hint} onClick={() => setHelpOpen(true)}>
          {t("admin.status.shortcuts")}
        </button>
      </footer>
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
