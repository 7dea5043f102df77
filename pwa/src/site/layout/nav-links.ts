import { PUBLIC_PAGES } from "#core/public-pages";
import type { MessageKey } from "../../i18n/messages";

export interface NavLink {
  to: string;
  label: MessageKey;
}

// Each public page once: where it lives and what the menus call it.
const HOME: NavLink = { to: PUBLIC_PAGES.home, label: "nav.home" };
const GOLD_CALCULATOR: NavLink = { to: PUBLIC_PAGES.goldCalculator, label: "nav.goldCalculator" };
const JEWELRY: NavLink = { to: PUBLIC_PAGES.jewelry, label: "nav.jewelry" };
const TODAYS_RATE: NavLink = { to: PUBLIC_PAGES.goldRates, label: "nav.todaysRate" };
const ABOUT: NavLink = { to: PUBLIC_PAGES.about, label: "nav.about" };
const CONTACT: NavLink = { to: PUBLIC_PAGES.contact, label: "nav.contact" };

/** The header's links, in order; the mobile menu lists the same ones, each once. */
export const HEADER_LINKS: readonly NavLink[] = [HOME, GOLD_CALCULATOR, JEWELRY, TODAYS_RATE, ABOUT, CONTACT];

export const ADMIN_LINK: NavLink = { to: "/admin", label: "nav.admin" };

export const FOOTER_LINKS: readonly NavLink[] = [HOME, JEWELRY, GOLD_CALCULATOR, ABOUT, CONTACT];
