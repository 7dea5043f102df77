import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useAdminSignedIn } from "../../data/session/stored-session";
import { t } from "../../i18n/messages";
import { LanguageSwitch } from "../../shared/ui/language-switch";
import { MyListLink } from "../my-list/my-list-link";
import { Brand } from "./brand";
import { InstallButton } from "./install-button";
import { ADMIN_LINK, HEADER_LINKS, type NavLink as NavLinkTarget } from "./nav-links";
import styles from "./site-header.module.css";

export function SiteHeader() {
  const signedIn = useAdminSignedIn();
  const links = signedIn ? [...HEADER_LINKS, ADMIN_LINK] : HEADER_LINKS;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t("nav.skipToContent")}
      </a>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          <Brand />
        </Link>
        <nav aria-label={t("nav.main")} className={styles.desktopNav}>
          <NavLinks links={links} className={styles.link} />
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          <MyListLink className={styles.listLink} />
          <InstallButton className={styles.install} />
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="visually-hidden">{menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}</span>
          </button>
        </div>
      </div>
      <nav id={menuId} aria-label={t("nav.main")} className={styles.sheet} hidden={!menuOpen}>
        <NavLinks links={links} className={styles.sheetLink} />
        <InstallButton className={styles.sheetInstall} />
      </nav>
    </header>
  );
}

/** The bar's and the phone menu's list of pages; Home is current only on the home page itself. */
function NavLinks({ links, className }: { links: readonly NavLinkTarget[]; className?: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/"} className={className}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
