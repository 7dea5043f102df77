import { describe, expect, it } from "vitest";
import { type LanguageSignals, languageCookie, navigationSite, wantedLanguage } from "./language-choice";

describe("the language a visitor is known to want", () => {
  it.each<[Partial<LanguageSignals>, string | null]>([
    [{}, "en"],
    [{ chosen: "bn" }, "bn"],
    [{ chosen: "en", acceptLanguage: "bn-BD" }, "en"],
    [{ chosen: "bn", acceptLanguage: "en" }, "bn"],
    [{ acceptLanguage: "bn-BD,bn;q=0.9" }, "bn"],
    [{ chosen: "fr", acceptLanguage: "bn" }, "bn"],
    [{ chosen: "", acceptLanguage: "en" }, "en"],
    // A link followed on this site goes where it points, whatever was remembered: the switch to
    // English works before the app has started, and never loops back to Bengali.
    [{ acceptLanguage: "bn-BD", fromThisSite: true }, null],
    [{ chosen: "bn", fromThisSite: true }, null],
  ])("%j: %s", (signals, language) => {
    expect(
      wantedLanguage({ chosen: undefined, acceptLanguage: undefined, fromThisSite: false, ...signals }),
    ).toBe(language);
  });
});

describe("where a navigation came from, by its referrer", () => {
  const origin = "https://shop.example";
  it.each([
    ["", "none"],
    ["https://shop.example/bn/jewelry", "same-origin"],
    ["https://shop.example/", "same-origin"],
    ["http://shop.example/", "cross-site"],
    ["https://shop.example:8443/", "cross-site"],
    ["https://www.facebook.com/", "cross-site"],
    ["about:client", "cross-site"],
  ])("%j: %s", (referrer, site) => {
    expect(navigationSite(referrer, origin)).toBe(site);
  });
});

it.each([
  ["bn", "lang=bn; Path=/; Max-Age=31536000; SameSite=Lax"],
  ["en", "lang=en; Path=/; Max-Age=31536000; SameSite=Lax"],
] as const)(
  "writes the %s cookie for every path, for a year, sent on arrival from other sites",
  (language, cookie) => {
    expect(languageCookie(language)).toBe(cookie);
  },
);
