import { describe, expect, it } from "vitest";
import { contactUsSaveSchema, contactUsSchema } from "./schemas/settings";
import { settingsDefaults } from "./settings-defaults";
import { firstShowroomChange, withFirstShowroomFields } from "./showroom-fields";
import { showroomsOf } from "./showrooms";

const contactUs = settingsDefaults.contactUs;
const [dhaka, mymensingh] = showroomsOf(contactUs);
const { showrooms: _, ...spec } = contactUs;

describe("the shop's showrooms", () => {
  it("are both sample showrooms out of the box, Dhaka first, as the spec's fields describe it", () => {
    expect(showroomsOf(contactUs).map((showroom) => showroom.name)).toEqual([
      "Dhaka Showroom",
      "Mymensingh Showroom",
    ]);
    expect(mymensingh?.address).toMatch(/Ganginar Par\nMymensingh 2200/);
    expect(mymensingh?.bn?.name).toBe("ময়মনসিংহ শোরুম");
    expect(withFirstShowroomFields(contactUs)).toEqual(contactUs);
    expect(contactUsSaveSchema.safeParse(contactUs).success).toBe(true);
  });

  it("are one showroom, made of the spec's fields, for a section saved before there was a list", () => {
    const older = { ...spec, address: "12 Choto Bazar\nMymensingh", phone1: "01711-000000" };
    expect(contactUsSchema.safeParse(older).success).toBe(true);
    expect(showroomsOf(older)).toEqual([
      {
        name: "",
        address: "12 Choto Bazar\nMymensingh",
        businessHours: contactUs.businessHours,
        phone: "01711-000000",
        whatsapp: contactUs.whatsapp,
        mapLocation: contactUs.mapLocation,
        coordinates: contactUs.coordinates,
        bn: { name: "", address: contactUs.bn?.address, businessHours: contactUs.bn?.businessHours },
      },
    ]);
    const { bn: __, ...english } = older;
    expect(showroomsOf(english)[0]).not.toHaveProperty("bn");
    expect(showroomsOf({ ...english, showrooms: [] })).toHaveLength(1);
  });

  it("copy the first showroom into the spec's fields, Bengali texts too, and leave the rest alone", () => {
    const moved = withFirstShowroomFields({
      ...contactUs,
      showrooms: [mymensingh, dhaka].flatMap((s) => s ?? []),
    });
    expect(moved).toMatchObject({
      address: mymensingh?.address,
      businessHours: mymensingh?.businessHours,
      phone1: "+880 1811-456789",
      phone2: contactUs.phone2,
      whatsapp: "+880 1811-456789",
      mapLocation: mymensingh?.mapLocation,
      coordinates: { lat: 24.7536, lng: 90.4069 },
      bn: { address: mymensingh?.bn?.address, title: contactUs.bn?.title },
    });
    const english = withFirstShowroomFields({ ...spec, bn: undefined, showrooms: contactUs.showrooms });
    expect(english.bn).toMatchObject({ title: "", address: dhaka?.bn?.address });
  });

  it.each([
    [{ title: "Visit us" }, null],
    [{ showrooms: [], address: "x" }, null],
    [
      { address: "1 Road", phone1: "017" },
      { address: "1 Road", phone: "017" },
    ],
    [
      { coordinates: { lat: 24.7 }, whatsapp: "" },
      { coordinates: { lat: 24.7 }, whatsapp: "" },
    ],
    [{ bn: { title: "যোগাযোগ", businessHours: "রোজ" } }, { bn: { businessHours: "রোজ" } }],
  ])("read a change from a client that knows only the spec's fields: %j", (change, expected) => {
    expect(firstShowroomChange(change)).toEqual(expected);
  });

  it.each([
    ["none", { showrooms: [] }, "showrooms", "Keep at least one showroom"],
    ["not a list", { showrooms: "Dhaka" }, "showrooms", "Showrooms must be a list"],
    ["eleven", { showrooms: Array(11).fill(dhaka) }, "showrooms", "At most 10 showrooms"],
    [
      "a blank name",
      { showrooms: [dhaka, { ...mymensingh, name: " " }] },
      "showrooms.1.name",
      "Showroom name is required",
    ],
    ["no address", { showrooms: [{ ...dhaka, address: "" }] }, "showrooms.0.address", "Address is required"],
    [
      "a number no link can dial",
      { showrooms: [dhaka, { ...mymensingh, phone: "01811" }] },
      "showrooms.1.phone",
      "Phone must be a phone number such as 01711-234567, 02-9123456 or +880 1711-234567",
    ],
    [
      "a pin without its longitude",
      { showrooms: [{ ...dhaka, coordinates: { lat: 24, lng: Number.NaN } }] },
      "showrooms.0.coordinates.lng",
      "Longitude must be a number",
    ],
  ])("refuse a list with %s, saying where", (_, change, path, message) => {
    const result = contactUsSaveSchema.safeParse({ ...contactUs, ...change });
    const [issue] = result.error?.issues ?? [];
    expect(issue?.path.join(".")).toBe(path);
    expect(issue?.message).toBe(message);
  });
});
