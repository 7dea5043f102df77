// Types alone: every public page reads the showrooms, and none of them loads zod for it.
import type { ContactUsSettings, Showroom } from "./schemas/settings";

/**
 * The shop's showrooms (ADR 043). The spec's contact fields are the first one's: a section saved
 * before the list existed, or a copy of the settings a device kept from then, has no list and is
 * read as one showroom made of those fields. Its name is blank: the owner never gave it one.
 */
export function showroomsOf(contactUs: ContactUsSettings): Showroom[] {
  const { showrooms } = contactUs;
  if (showrooms && showrooms.length > 0) return showrooms;
  const showroom: Showroom = {
    name: "",
    address: contactUs.address,
    businessHours: contactUs.businessHours,
    phone: contactUs.phone1,
    whatsapp: contactUs.whatsapp,
    mapLocation: contactUs.mapLocation,
    coordinates: contactUs.coordinates,
  };
  const bn = contactUs.bn;
  return [
    bn ? { ...showroom, bn: { name: "", address: bn.address, businessHours: bn.businessHours } } : showroom,
  ];
}
