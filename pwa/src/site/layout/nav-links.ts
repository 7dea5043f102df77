import type { MessageKey } from "../../i18n/messages";

export interface NavLink {
  to: string;
  label: MessageKey;
}

// Each public page once: where it lives and what the menus call it.
const HOME: NavLink = { to: "/", label: "nav.home" };
const GOLD_CALCULATOR: NavLink = { to: "/gold-calculator", label: "nav.goldCalculator" };
const JEWELRY: NavLink = { to: "/jewelry", label: "nav.jewelry" };
const TODAYS_RATE: NavLink = { to: "/gold-rates", label: "nav.todaysRate" };
const ABOUT: NavLink = { to: "/about", label: "nav.about" };
const CONTACT: NavLink = { to: "/contact", label: "nav.contact" };

/** The header's links, in order; the mobile menu lists the same ones, each once. */
export const HEADER_LINKS: readonly NavLink[] = [HOME, GOLD_CALCULATOR, JEWELRY, TODAYS_RATE, ABOUT, CONTACT];

export const ADMIN_LINK: NavLink = { to: "/admin", label: "nav.admin" };

export const FOOTER_LINKS: readonly NavLink[] = [HOME, JEWELRY, GOLD_CALCULATOR, ABOUT, CONTACT];
