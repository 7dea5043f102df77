import type { MediaSettings } from "./schemas/settings";

/**
 * What the site shows for each media setting left empty: the hero its sample necklace, the browser's
 * tab the shop's own icon (the one pwa/index.html links until the owner sets another), and a logo
 * nothing: the header writes the shop's name instead.
 */
export const MEDIA_DEFAULTS = {
  logo: null,
  favicon: "/icons/favicon.svg",
  heroImage: "/images/sample/necklace-gold.svg",
} as const satisfies Record<keyof MediaSettings, string | null>;

export type MediaField = keyof typeof MEDIA_DEFAULTS;

/** The picture the site shows for a media setting: the owner's own, else its default (none for a logo). */
export function shownMediaImage<Field extends MediaField>(
  field: Field,
  value: string,
): string | (typeof MEDIA_DEFAULTS)[Field] {
  return value || MEDIA_DEFAULTS[field];
}

export const isMediaField = (name: string): name is MediaField => Object.hasOwn(MEDIA_DEFAULTS, name);
