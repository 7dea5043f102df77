import { describe, expect, it } from "vitest";
import { parsePhoneNumber, phoneOnOneLine, telHref, whatsAppHref } from "./phone-numbers";

describe("parsePhoneNumber", () => {
  it.each([
    ["a local mobile with a dash", "01711-234567", "+8801711234567", "+880 1711-234567"],
    ["the international form with spaces", "+880 1711-234567", "+8801711234567", "+880 1711-234567"],
    ["the country code without +", "8801711234567", "+8801711234567", "+880 1711-234567"],
    ["a mobile without its leading 0", "1711234567", "+8801711234567", "+880 1711-234567"],
    ["brackets and spaces", "(01711) 234 567", "+8801711234567", "+880 1711-234567"],
    ["brackets around the country code, dots", "(+880) 1711.234.567", "+8801711234567", "+880 1711-234567"],
    ["the trunk 0 kept after the country code", "+880 (0)1911-765432", "+8801911765432", "+880 1911-765432"],
    ["00 for international", "00880 1711 234567", "+8801711234567", "+880 1711-234567"],
    ["Bengali digits", "০১৭১১-২৩৪৫৬৭", "+8801711234567", "+880 1711-234567"],
    ["Bengali digits, international", "+৮৮০ ১৭১১-২৩৪৫৬৭", "+8801711234567", "+880 1711-234567"],
    ["a Dhaka landline", "02-9123456", "+88029123456", "+880 2-9123456"],
    ["a Dhaka landline with eight digits", "(02) 5566 7788", "+880255667788", "+880 2-55667788"],
    ["a Mymensingh landline", "091-66123", "+8809166123", "+880 9166123"],
    ["another country, with +", "+44 20 7946 0958", "+442079460958", "+442079460958"],
  ])("reads %s (%j)", (_name, text, international, display) => {
    const phone = parsePhoneNumber(text);
    expect(phone && { international: phone.international, display: phone.display }).toEqual(
      international === null ? null : { international, display },
    );
  });

  it.each([
    ["blank", ""],
    ["spaces only", "   "],
    ["words", "call us"],
    ["a number with words after it", "01711-234567 ext 2"],
    ["too short", "12345"],
    ["a mobile one digit short", "0171-123456"],
    ["a mobile one digit long", "017112345678"],
    ["a mobile with an unused operator digit", "01211-234567"],
    ["digits that are neither local nor international", "29123456"],
    ["a + in the middle", "0171+1234567"],
    ["a country code starting with 0", "+0171 1234567"],
    ["more digits than any number has", "+12345678901234567"],
    ["two numbers in one field", "01711-234567 / 01911-765432"],
  ])("refuses %s (%j)", (_name, text) => {
    expect(parsePhoneNumber(text)).toBeNull();
  });
});

describe("telHref", () => {
  it.each([
    ["01711-234567", "tel:+8801711234567"],
    ["+880 1711-234567", "tel:+8801711234567"],
    ["02-9123456", "tel:+88029123456"],
    ["call us", null],
  ])("dials %j as %j", (text, href) => {
    expect(telHref(text)).toBe(href);
  });
});

describe("phoneOnOneLine", () => {
  it("keeps the number as written, with nothing a line may break at", () => {
    expect(phoneOnOneLine("+880 1711-234567")).toBe("+880\u00a01711\u2011234567");
    expect(phoneOnOneLine("02-9123456")).toBe("02\u20119123456");
  });
});

describe("whatsAppHref", () => {
  it("opens a chat on the international number, whatever form it was written in", () => {
    for (const text of ["01711-234567", "+880 1711-234567", "8801711234567", "1711234567", "০১৭১১-২৩৪৫৬৭"]) {
      expect(whatsAppHref(text)).toBe("https://wa.me/8801711234567");
    }
  });

  it("types the whole message, including & ? # and Bengali text", () => {
    const message = "Quote & price? #1 সোনা https://shop.example/jewelry/a b";
    const url = new URL(whatsAppHref("01711-234567", message) ?? "");
    expect(url.pathname).toBe("/8801711234567");
    expect(url.searchParams.get("text")).toBe(message);
    expect(url.hash).toBe("");
  });

  it("gives no link for a number that cannot be read", () => {
    expect(whatsAppHref("", "Hello")).toBeNull();
    expect(whatsAppHref("01711-23456", "Hello")).toBeNull();
  });
});
