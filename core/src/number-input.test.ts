import { describe, expect, it } from "vitest";
import { normalizeDigits, parseNumberInput } from "./number-input";

describe("normalizeDigits", () => {
  it.each([
    ["০১২৩৪৫৬৭৮৯", "0123456789"],
    ["০১৭১১-২৩৪৫৬৭", "01711-234567"],
    ["১২.৫ গ্রাম", "12.5 গ্রাম"],
    ["12.5", "12.5"],
    ["", ""],
  ])("writes %j as %j", (text, expected) => {
    expect(normalizeDigits(text)).toBe(expected);
  });
});

describe("parseNumberInput", () => {
  it.each([
    ["0", "০", 0],
    ["7", "৭", 7],
    ["12.5", "১২.৫", 12.5],
    ["11.664", "১১.৬৬৪", 11.664],
    ["007", "০০৭", 7],
    [".5", ".৫", 0.5],
    ["-3", "-৩", -3],
    ["-0.25", "-০.২৫", -0.25],
    ["-0", "-০", 0],
    ["228614", "২২৮৬১৪", 228614],
    // Lakh and crore grouping, as prices are written in Bangladesh.
    ["2,28,614", "২,২৮,৬১৪", 228614],
    ["1,23,45,678", "১,২৩,৪৫,৬৭৮", 12345678],
    ["12,34,567.89", "১২,৩৪,৫৬৭.৮৯", 1234567.89],
    // Thousand grouping, as a calculator or a foreign bill writes it.
    ["1,234", "১,২৩৪", 1234],
    ["1,234,567", "১,২৩৪,৫৬৭", 1234567],
    ["-1,166.5", "-১,১৬৬.৫", -1166.5],
    ["  42  ", " ৪২ ", 42],
    ["\t1.5\n", "\t১.৫\n", 1.5],
  ])("reads %j and %j as %d", (latin, bengali, expected) => {
    expect(parseNumberInput(latin)).toBe(expected);
    expect(parseNumberInput(bengali)).toBe(expected);
  });

  it("reads Bengali and Latin digits mixed in one number", () => {
    expect(parseNumberInput("১2.৫")).toBe(12.5);
  });

  it.each([
    ["blank", ""],
    ["spaces only", "   "],
    ["a lone minus", "-"],
    ["a lone point", "."],
    ["two points", "১২.৫.৩"],
    ["two points in Latin", "12.5.3"],
    ["a trailing point", "12."],
    ["a letter after the digits", "12a"],
    ["a unit after the digits", "১২ গ্রাম"],
    ["a space inside the number", "1 000"],
    ["a space after the minus", "- 5"],
    ["a plus sign", "+5"],
    ["two minus signs", "--5"],
    ["a minus at the end", "5-"],
    ["an exponent", "1e3"],
    ["a hexadecimal number", "0x10"],
    ["Infinity", "Infinity"],
    ["a decimal comma", "12,5"],
    ["grouping of two at the end", "12,34"],
    ["grouping of four", "1,2345"],
    ["a leading comma", ",123"],
    ["a trailing comma", "123,"],
    ["two commas together", "1,,234"],
    ["grouping after the point", "1.234,5"],
    ["a long group before lakh groups", "123,45,678"],
    ["thousand groups that are too short", "1,234,56"],
    ["lakh and thousand grouping mixed", "১,২৩,৪৫৬,৭৮৯"],
    ["Arabic-Indic digits", "١٢"],
  ])("refuses %s (%j)", (_name, text) => {
    expect(parseNumberInput(text)).toBeNull();
  });
});
