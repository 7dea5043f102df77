import type { MessageKey } from "../../i18n/messages";

export interface NavLink {
  to: string;
  label: MessageKey;
}

/** The header's links, in order; the mobile menu lists the same ones, each once. */
export const HEADER_LINKS: readonly NavLink[] = [
  { to: "/", label: "nav.home" },
  { to: "/gold-calculator", label: "nav.goldCalculator" },
  { to: "/jewelry", label: "nav.jewelry" },
  { to: "/gold-rates", label: "nav.todaysRate" },
  { to: "/about", label: "nav.about" },
  { to: "/contact", label: "nav.contact" },
];

export const ADMIN_LINK: NavLink = { to: "/admin", label: "nav.admin" };

export const FOOTER_LINKS: readonly NavLink[] = [
  { to: "/", label: "nav.home" },
  { to: "/jewelry", label: "nav.jewelry" },
  { to: "/gold-calculator", label: "nav.goldCalculator" },
  { to: "/about", label: "nav.about" },
  { to: "/contact", label: "nav.contact" },
];
