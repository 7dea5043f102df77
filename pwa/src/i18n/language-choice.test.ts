import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, rememberLanguage, renewLanguageCookie } from "./language-choice";

const clearCookie = () => {
  // A date long past, not Max-Age=0: happy-dom still hands back a cookie expiring in the current
  // millisecond, as an empty "lang=".
  // biome-ignore lint/suspicious/noDocumentCookie: the same way the code under test writes it
  document.cookie = "lang=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
};

describe("remembering the chosen language", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookie();
  });

  it("keeps the choice on the device and in the cookie the server reads, the last choice winning", () => {
    rememberLanguage("bn");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("bn");
    expect(document.cookie).toContain("lang=bn");
    rememberLanguage("en");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(document.cookie).toContain("lang=en");
    expect(document.cookie).not.toContain("lang=bn");
  });

  it("still tells the server when the device refuses to store it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    rememberLanguage("bn");
    expect(document.cookie).toContain("lang=bn");
  });

  it("renews the cookie from the device's memory when the app starts, once the cookie has gone", () => {
    rememberLanguage("bn");
    clearCookie();
    renewLanguageCookie();
    expect(document.cookie).toContain("lang=bn");
  });

  it("writes no cookie at start when nothing was chosen, or what is stored is no language", () => {
    renewLanguageCookie();
    expect(document.cookie).not.toContain("lang=");
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    renewLanguageCookie();
    expect(document.cookie).not.toContain("lang=");
  });
});
