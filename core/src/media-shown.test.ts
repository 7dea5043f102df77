import { describe, expect, it } from "vitest";
import { isMediaField, shownMediaImage } from "./media-shown";

describe("shownMediaImage", () => {
  it.each([
    ["heroImage", "", "/images/sample/necklace-gold.svg"],
    ["heroImage", "/uploads/hero.jpg", "/uploads/hero.jpg"],
    ["favicon", "", "/icons/favicon.svg"],
    ["favicon", "https://cdn.example/icon.png", "https://cdn.example/icon.png"],
    ["logo", "", null],
    ["logo", "/uploads/logo.png", "/uploads/logo.png"],
  ] as const)("shows for %s set to %j: %j", (field, value, shown) => {
    expect(shownMediaImage(field, value)).toBe(shown);
  });
});

describe("isMediaField", () => {
  it.each([
    ["logo", true],
    ["heroImage", true],
    ["ogImage", false],
    ["toString", false],
  ])("%s: %s", (name, expected) => {
    expect(isMediaField(name)).toBe(expected);
  });
});
