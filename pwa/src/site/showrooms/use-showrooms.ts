import { type InLanguage, inLanguage } from "#core/in-language";
import { whatsAppHref } from "#core/phone-numbers";
import type { Showroom } from "#core/schemas/settings";
import { showroomsOf } from "#core/showrooms";
import { useSettings } from "../../data/api/public-reads";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";

export type ShownShowroom = InLanguage<Showroom>;

/** The shop's showrooms in the page's language, in the owner's order, each with a name to show. */
export function useShowrooms(): ShownShowroom[] {
  const { settings } = useSettings();
  return showroomsOf(settings.contactUs).map((showroom) => {
    const shown = inLanguage(showroom, pageLanguage());
    return { ...shown, name: shown.name || t("showrooms.unnamed") };
  });
}

/** The showroom's map: the owner's link, or Google Maps at its pin. */
export const showroomMapLink = ({ mapLocation, coordinates: { lat, lng } }: ShownShowroom): string =>
  mapLocation.trim() || `https://www.google.com/maps?q=${lat},${lng}`;

/** A chat with the showroom on WhatsApp (its own number, else its phone), saying the visitor wants to come. */
export const showroomChatLink = (showroom: ShownShowroom, shop: string): string | null =>
  whatsAppHref(
    showroom.whatsapp || showroom.phone,
    t("showrooms.greeting", { shop, showroom: showroom.name }),
  );

/** Where a showroom's card sits on the contact page, for links from elsewhere on it. */
export const showroomAnchor = (index: number): string => `showroom-${index + 1}`;
