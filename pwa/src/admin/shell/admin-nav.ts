import type { MessageKey } from "../../i18n/admin-catalogue";

export interface AdminScreen {
  to: string;
  label: MessageKey;
  /** Shown indented under Website Settings. */
  group?: "settings";
}

/**
 * Every admin screen, in sidebar order. The seven Website Settings tabs of the spec come first in
 * their group, then the sections the owner can also edit (about, social media, footer, trademark).
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { to: "/admin", label: "admin.nav.dashboard" },
  { to: "/admin/settings/home-page", label: "admin.nav.homePage", group: "settings" },
  { to: "/admin/settings/contact-us", label: "admin.nav.contactUs", group: "settings" },
  { to: "/admin/settings/business", label: "admin.nav.business", group: "settings" },
  { to: "/admin/settings/media", label: "admin.nav.media", group: "settings" },
  { to: "/admin/settings/seo", label: "admin.nav.seo", group: "settings" },
  { to: "/admin/settings/messages", label: "admin.nav.messages", group: "settings" },
  { to: "/admin/settings/account", label: "admin.nav.account", group: "settings" },
  { to: "/admin/settings/about-us", label: "admin.nav.aboutUs", group: "settings" },
  { to: "/admin/settings/social-media", label: "admin.nav.socialMedia", group: "settings" },
  { to: "/admin/settings/footer", label: "admin.nav.footer", group: "settings" },
  { to: "/admin/settings/trademark", label: "admin.nav.trademark", group: "settings" },
  { to: "/admin/jewelry", label: "admin.nav.jewelry" },
  { to: "/admin/rates", label: "admin.nav.rates" },
  { to: "/admin/activity", label: "admin.nav.activity" },
  { to: "/admin/backups", label: "admin.nav.backups" },
];
