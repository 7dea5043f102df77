import { describe, expect, it } from "vitest";
import { addressInLanguage, otherLanguage } from "./other-language";

const at = (address: string) => {
  const url = new URL(address, "https://shop.example");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe("the address of the same page in the other language", () => {
  it.each([
    ["/", "bn", "/bn"],
    ["/jewelry", "bn", "/bn/jewelry"],
    ["/jewelry?category=ring&page=2", "bn", "/bn/jewelry?category=ring&page=2"],
    ["/about#visit", "bn", "/bn/about#visit"],
    ["/jewelry/abc123?from=home#photos", "bn", "/bn/jewelry/abc123?from=home#photos"],
    ["/admin/settings/messages", "bn", "/bn/admin/settings/messages"],
    ["/bn", "en", "/"],
    ["/bn?ref=wa", "en", "/?ref=wa"],
    ["/bn/jewelry?category=ring#top", "en", "/jewelry?category=ring#top"],
    ["/bn/admin", "en", "/admin"],
    ["/bn/admin/jewelry?q=bala", "en", "/admin/jewelry?q=bala"],
    // As a router with basename "/bn" sees a Bengali page: without its prefix.
    ["/gold-rates", "en", "/gold-rates"],
    ["/bnx", "bn", "/bn/bnx"],
  ])("%s in %s is %s", (address, language, target) => {
    expect(addressInLanguage(at(address), language as "en" | "bn")).toBe(target);
  });

  it("offers Bengali on English pages and English on Bengali ones", () => {
    expect(otherLanguage("en")).toBe("bn");
    expect(otherLanguage("bn")).toBe("en");
  });
});
