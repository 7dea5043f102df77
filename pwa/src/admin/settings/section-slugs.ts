import type { SettingsSection } from "#core/schemas/settings";
import { type MessageKey, t } from "../../i18n/admin-catalogue";

/** The address of each settings section edited here, under /admin/settings, in tab order. */
export const SECTION_SLUGS = {
  "home-page": "homePage",
  "contact-us": "contactUs",
  business: "business",
  media: "media",
  seo: "seo",
  "about-us": "aboutUs",
  "social-media": "socialMedia",
  footer: "footer",
  trademark: "trademarkImage",
} as const satisfies Record<string, SettingsSection>;

/** The sections these forms edit (the rate settings belong to the rates screen). */
export type EditableSection = (typeof SECTION_SLUGS)[keyof typeof SECTION_SLUGS];

export function sectionFromSlug(slug: string | undefined): EditableSection | null {
  return slug !== undefined && Object.hasOwn(SECTION_SLUGS, slug)
    ? SECTION_SLUGS[slug as keyof typeof SECTION_SLUGS]
    : null;
}

/** Each section's heading: the tab's own name. */
export const SECTION_TITLES: Record<EditableSection, MessageKey> = {
  homePage: "admin.nav.homePage",
  contactUs: "admin.nav.contactUs",
  business: "admin.nav.business",
  media: "admin.nav.media",
  seo: "admin.nav.seo",
  aboutUs: "admin.nav.aboutUs",
  socialMedia: "admin.nav.socialMedia",
  footer: "admin.nav.footer",
  trademarkImage: "admin.nav.trademark",
};

/** A section's name as the saved message and the window's title say it, in the admin's language. */
export const sectionName = (section: EditableSection): string => t(`adminSettings.section.${section}`);
