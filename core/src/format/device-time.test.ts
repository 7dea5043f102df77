import { describe, expect, it } from "vitest";
import { formatDeviceTime } from "./device-time";

describe("formatDeviceTime", () => {
  it("writes the same style by the device's clock", () => {
    // Midday UTC stays on the 5th in every time zone from UTC-11 to UTC+11.
    expect(formatDeviceTime("2026-01-05T12:00:00.000Z")).toMatch(/^5 Jan 2026, \d{1,2}:\d{2} [AP]M$/);
  });
});

describe("formatDeviceTime in Bengali", () => {
  it("writes the Bengali style by the device's clock", () => {
    expect(formatDeviceTime("2026-01-05T12:00:00.000Z", "bn")).toMatch(
      /^৫ জানুয়ারি ২০২৬, (?:ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত্রি) [১-৯][০-৯]?:[০-৯]{2}$/,
    );
  });
});
