import { describe, expect, it } from "vitest";
import { lines, mapEmbedSrc } from "./contact-links";

describe("contact links", () => {
  it("embeds the map at the shop's coordinates", () => {
    expect(mapEmbedSrc({ lat: 23.7511, lng: 90.3906 })).toBe(
      "https://www.google.com/maps?q=23.7511,90.3906&z=16&output=embed",
    );
  });

  it("splits multi-line text into its non-blank lines", () => {
    expect(lines("Saturday: 10-8\n\n Friday: 2-8 \n")).toEqual(["Saturday: 10-8", "Friday: 2-8"]);
  });
});
