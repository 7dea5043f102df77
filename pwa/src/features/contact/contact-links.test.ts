import { describe, expect, it } from "vitest";
import { lines, mapEmbedSrc, telHref, whatsappHref } from "./contact-links";

describe("contact links", () => {
  it.each([
    ["+880 1711-234567", "tel:+8801711234567"],
    ["(02) 9123456", "tel:029123456"],
  ])("dials %s as %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it("opens WhatsApp on the number's digits with the greeting encoded", () => {
    expect(whatsappHref("+880 1711-234567", "Hello & welcome?")).toBe(
      "https://wa.me/8801711234567?text=Hello%20%26%20welcome%3F",
    );
    expect(whatsappHref("", "Hello")).toBeNull();
  });

  it("embeds the map at the shop's coordinates", () => {
    expect(mapEmbedSrc({ lat: 23.7511, lng: 90.3906 })).toBe(
      "https://www.google.com/maps?q=23.7511,90.3906&z=16&output=embed",
    );
  });

  it("splits multi-line text into its non-blank lines", () => {
    expect(lines("Saturday: 10-8\n\n Friday: 2-8 \n")).toEqual(["Saturday: 10-8", "Friday: 2-8"]);
  });
});
