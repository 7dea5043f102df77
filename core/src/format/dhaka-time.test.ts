import { describe, expect, it } from "vitest";
import { dhakaCalendarDay, formatDhakaDate, formatDhakaTime } from "./dhaka-time";

describe("formatDhakaTime", () => {
  it.each([
    ["2026-11-22T04:15:00.000Z", "22 Nov 2026, 10:15 AM"],
    // Past 6 PM UTC it is already the next day in Dhaka.
    ["2026-11-22T18:30:00.000Z", "23 Nov 2026, 12:30 AM"],
    ["2025-12-31T23:30:00.000Z", "1 Jan 2026, 5:30 AM"],
    ["2026-06-15T06:00:00.000Z", "15 Jun 2026, 12:00 PM"],
    ["2026-06-15T17:59:00.000Z", "15 Jun 2026, 11:59 PM"],
  ])("shows %s as %s", (iso, expected) => {
    expect(formatDhakaTime(iso)).toBe(expected);
  });

  it("takes a Date as well as an ISO string", () => {
    expect(formatDhakaTime(new Date("2026-11-22T04:15:00.000Z"))).toBe("22 Nov 2026, 10:15 AM");
  });
});

describe("formatDhakaTime in Bengali", () => {
  it.each([
    ["2026-11-22T04:15:00.000Z", "২২ নভেম্বর ২০২৬, সকাল ১০:১৫"],
    ["2026-11-22T18:30:00.000Z", "২৩ নভেম্বর ২০২৬, রাত্রি ১২:৩০"],
    ["2025-12-31T23:30:00.000Z", "১ জানুয়ারি ২০২৬, ভোর ৫:৩০"],
    ["2026-06-15T06:00:00.000Z", "১৫ জুন ২০২৬, দুপুর ১২:০০"],
    ["2026-06-15T10:00:00.000Z", "১৫ জুন ২০২৬, বিকাল ৪:০০"],
    ["2026-06-15T12:30:00.000Z", "১৫ জুন ২০২৬, সন্ধ্যা ৬:৩০"],
    ["2026-06-15T17:59:00.000Z", "১৫ জুন ২০২৬, রাত্রি ১১:৫৯"],
    ["2026-09-01T02:05:00.000Z", "১ সেপ্টেম্বর ২০২৬, সকাল ৮:০৫"],
  ])("shows %s as %s", (iso, expected) => {
    expect(formatDhakaTime(iso, "bn")).toBe(expected);
  });
});

describe("formatDhakaDate", () => {
  it.each([
    ["2026-11-22T04:15:00.000Z", "en", "22 Nov 2026"],
    ["2026-11-22T04:15:00.000Z", "bn", "২২ নভেম্বর ২০২৬"],
    // Past 6 PM UTC it is already the next day in Dhaka.
    ["2026-11-22T18:30:00.000Z", "en", "23 Nov 2026"],
    ["2026-11-22T18:30:00.000Z", "bn", "২৩ নভেম্বর ২০২৬"],
    ["2026-02-05T00:00:00.000Z", "bn", "৫ ফেব্রুয়ারি ২০২৬"],
  ] as const)("shows %s in %s as %s", (iso, language, expected) => {
    expect(formatDhakaDate(iso, language)).toBe(expected);
  });

  it("writes English when no language is given", () => {
    expect(formatDhakaDate(new Date("2026-11-22T04:15:00.000Z"))).toBe("22 Nov 2026");
  });
});

describe("dhakaCalendarDay", () => {
  it.each([
    ["2026-11-22T04:15:00.000Z", "2026-11-22"],
    // Past 6 PM UTC it is already the next day in Dhaka, and the next year on New Year's Eve.
    ["2026-11-22T18:30:00.000Z", "2026-11-23"],
    ["2025-12-31T18:00:00.000Z", "2026-01-01"],
    ["2026-03-04T17:59:59.999Z", "2026-03-04"],
  ])("reads %s as %s", (iso, day) => {
    expect(dhakaCalendarDay(iso)).toBe(day);
  });
});
