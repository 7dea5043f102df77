import { describe, expect, it } from "vitest";
import { itemPageUrl, whatsAppLink } from "./enquiry-link";

describe("whatsAppLink", () => {
  it.each([
    ["international with spaces and dashes", "+880 1711-234567", "8801711234567"],
    ["already digits only", "8801911765432", "8801911765432"],
    ["a local mobile number gets the country code", "01711-234567", "8801711234567"],
    ["brackets and dots", "(+880) 1711.234.567", "8801711234567"],
  ])("%s", (_name, number, digits) => {
    expect(whatsAppLink(number, "Hi")).toBe(`https://wa.me/${digits}?text=Hi`);
  });

  it.each([[""], ["   "], ["call us"], ["12345"]])("is null without a usable number: %j", (number) => {
    expect(whatsAppLink(number, "Hi")).toBeNull();
  });

  it("encodes the whole message, including & ? # and non-Latin text", () => {
    const link = whatsAppLink("8801711234567", "Quote & price? #1 সোনা https://shop.example/jewelry/a b");
    const url = new URL(link ?? "");
    expect(url.searchParams.get("text")).toBe("Quote & price? #1 সোনা https://shop.example/jewelry/a b");
    expect(url.hash).toBe("");
  });
});

describe("itemPageUrl", () => {
  it("builds the canonical page address with the id encoded", () => {
    expect(itemPageUrl("https://shop.example", "abc 1/2")).toBe("https://shop.example/jewelry/abc%201%2F2");
  });
});
