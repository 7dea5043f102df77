import { type ContactUsSettings, contactUsSchema } from "./schemas/settings";
import { showroomsOf } from "./showrooms";

/** The contact section's Bengali texts, those not given blank. */
const contactUsBengali = contactUsSchema.shape.bn.unwrap();

/** The contact section with the spec's single-address fields copied from its first showroom. */
export function withFirstShowroomFields(contactUs: ContactUsSettings): ContactUsSettings {
  const [first] = showroomsOf(contactUs);
  if (!first) return contactUs;
  return {
    ...contactUs,
    address: first.address,
    businessHours: first.businessHours,
    phone1: first.phone,
    whatsapp: first.whatsapp,
    mapLocation: first.mapLocation,
    coordinates: first.coordinates,
    bn: contactUsBengali.parse({
      ...contactUs.bn,
      address: first.bn?.address ?? "",
      businessHours: first.bn?.businessHours ?? "",
    }),
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each spec field, by the name the first showroom gives it. */
const FIELD_IN_SHOWROOM = {
  address: "address",
  businessHours: "businessHours",
  phone1: "phone",
  whatsapp: "whatsapp",
  mapLocation: "mapLocation",
  coordinates: "coordinates",
} as const;

/**
 * A change to the contact section from a client that knows only the spec's fields: what it sends of
 * them changes the first showroom, which it cannot see, so that the copy made from the showroom on
 * saving keeps what it sent. Null when the change sends the list itself, or none of those fields.
 */
export function firstShowroomChange(change: Record<string, unknown>): Record<string, unknown> | null {
  if (Object.hasOwn(change, "showrooms")) return null;
  const showroom: Record<string, unknown> = {};
  for (const [field, inShowroom] of Object.entries(FIELD_IN_SHOWROOM)) {
    if (Object.hasOwn(change, field)) showroom[inShowroom] = change[field];
  }
  const bn = isPlainObject(change.bn) ? change.bn : {};
  const bengali = Object.fromEntries(
    ["address", "businessHours"]
      .filter((field) => Object.hasOwn(bn, field))
      .map((field) => [field, bn[field]]),
  );
  if (Object.keys(bengali).length > 0) showroom.bn = bengali;
  return Object.keys(showroom).length > 0 ? showroom : null;
}
