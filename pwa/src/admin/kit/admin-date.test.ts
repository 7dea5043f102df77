import { afterEach, describe, expect, it } from "vitest";
import { setPageLanguage } from "../../i18n/page-language";
import { formatAdminDate } from "./admin-date";

afterEach(() => {
  setPageLanguage("en");
});

describe("formatAdminDate", () => {
  it("writes the date en-US with a short month and the time", () => {
    // Midday UTC stays on the 5th in every time zone from UTC-11 to UTC+11.
    expect(formatAdminDate("2026-01-05T12:00:00.000Z")).toMatch(/^Jan 5, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it("writes it in Bengali, with Bengali digits and the part of the day, in the Bengali admin", () => {
    setPageLanguage("bn");
    expect(formatAdminDate("2026-01-05T12:00:00.000Z")).toMatch(/^৫ জানুয়ারি ২০২৬, \S+ [০-৯]{1,2}:[০-৯]{2}$/);
  });
});
