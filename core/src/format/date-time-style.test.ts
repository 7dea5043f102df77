import { describe, expect, it } from "vitest";
import { LOCALES } from "../language";
import {
  type ClockReading,
  deviceClock,
  dhakaClock,
  writeDate,
  writeDateTime,
  writeShortDay,
  writeShortMonth,
} from "./date-time-style";

// Every hour of a year, at a minute that moves through the hour, and its first and last minutes.
const MOMENTS = Array.from({ length: 366 * 24 }, (_, hour) => {
  const at = Date.UTC(2026, 0, 1) + hour * 3_600_000 + ((hour * 7) % 60) * 60_000;
  return new Date(at);
});

const parts = (format: Intl.DateTimeFormat, at: Date) =>
  Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));

/** What ICU writes for the same moment, taken apart and put together in the site's style. */
function byIcu(at: Date, language: "en" | "bn", timeZone?: string) {
  const date = parts(
    new Intl.DateTimeFormat(LOCALES[language], {
      day: "numeric",
      month: language === "bn" ? "long" : "short",
      year: "numeric",
      timeZone,
    }),
    at,
  );
  const time = parts(
    new Intl.DateTimeFormat(LOCALES[language], {
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      dayPeriod: language === "bn" ? "short" : undefined,
      timeZone,
    }),
    at,
  );
  const day = `${date.day} ${date.month} ${date.year}`;
  const clock = `${time.hour}:${time.minute}`;
  return language === "bn"
    ? `${day}, ${time.dayPeriod} ${clock}`
    : `${day}, ${clock} ${String(time.dayPeriod).toUpperCase()}`;
}

describe("writeDateTime", () => {
  it.each(["en", "bn"] as const)(
    "writes in %s what ICU's words say, by the Dhaka clock and the device's",
    (language) => {
      const dhaka = new Intl.DateTimeFormat(LOCALES[language], { timeZone: "Asia/Dhaka" });
      expect(dhaka.resolvedOptions().timeZone).toBe("Asia/Dhaka");
      for (const at of MOMENTS) {
        expect([at, writeDateTime(dhakaClock(at), language)]).toEqual([
          at,
          byIcu(at, language, "Asia/Dhaka"),
        ]);
        expect([at, writeDateTime(deviceClock(at), language)]).toEqual([at, byIcu(at, language)]);
      }
    },
  );

  it("writes midnight and noon as 12", () => {
    const clock: ClockReading = { year: 2026, month: 8, day: 1, hour: 0, minute: 5 };
    expect(writeDateTime(clock)).toBe("1 Sept 2026, 12:05 AM");
    expect(writeDateTime({ ...clock, hour: 12 }, "bn")).toBe("১ সেপ্টেম্বর ২০২৬, দুপুর ১২:০৫");
  });
});

describe("writeDate and the chart's labels", () => {
  it.each(["en", "bn"] as const)("write in %s what ICU writes for each month", (language) => {
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2026, month, 9, 6));
      const clock = dhakaClock(at);
      const icu = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: "Asia/Dhaka" }).format(at);
      expect(writeShortDay(clock, language)).toBe(icu({ day: "numeric", month: "short" }));
      expect(writeShortMonth(clock, language)).toBe(icu({ month: "short", year: "numeric" }));
      const [day, , year] = writeDate(clock, language).split(" ");
      expect(`${day} ${year}`).toBe(`${icu({ day: "numeric" })} ${icu({ year: "numeric" })}`);
    }
  });
});
