import type { MessageKey } from "../../i18n/admin-catalogue";

export interface AdminScreen {
  to: string;
  label: MessageKey;
  /** Shown indented under Website Settings. */
  group?: "settings";
}

/**
 * Every admin screen, in sidebar order: the daily work first (the inbox, the catalogue, the rates),
 * then the site's settings in their group (the spec's tabs, then the sections the owner can also
 * edit), then the shop's records and the owner's own account. The spec's addresses are kept.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { to: "/admin", label: "admin.nav.dashboard" },
  { to: "/admin/settings/messages", label: "admin.nav.messages" },
  { to: "/admin/jewelry", label: "admin.nav.jewelry" },
  { to: "/admin/collections", label: "adminCollections.nav" },
  { to: "/admin/rates", label: "admin.nav.rates" },
  { to: "/admin/settings/home-page", label: "admin.nav.homePage", group: "settings" },
  { to: "/admin/settings/contact-us", label: "admin.nav.contactUs", group: "settings" },
  { to: "/admin/settings/business", label: "admin.nav.business", group: "settings" },
  { to: "/admin/settings/media", label: "admin.nav.media", group: "settings" },
  { to: "/admin/settings/seo", label: "admin.nav.seo", group: "settings" },
  { to: "/admin/settings/about-us", label: "admin.nav.aboutUs", group: "settings" },
  { to: "/admin/settings/social-media", label: "admin.nav.socialMedia", group: "settings" },
  { to: "/admin/settings/footer", label: "admin.nav.footer", group: "settings" },
  { to: "/admin/settings/trademark", label: "admin.nav.trademark", group: "settings" },
  { to: "/admin/activity", label: "admin.nav.activity" },
  { to: "/admin/backups", label: "admin.nav.backups" },
  { to: "/admin/settings/account", label: "admin.nav.account" },
];
