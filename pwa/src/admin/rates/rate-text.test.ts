import { describe, expect, it } from "vitest";
import { describeWarning, dhakaLocalToIso } from "./rate-text";

describe("Dhaka time", () => {
  it("reads a datetime-local value as Dhaka wall-clock time (UTC+6) and answers the UTC instant", () => {
    expect(dhakaLocalToIso("2026-11-22T10:15")).toBe("2026-11-22T04:15:00.000Z");
    // Before 6 AM in Dhaka it is still the day before in UTC.
    expect(dhakaLocalToIso("2026-01-01T05:30")).toBe("2025-12-31T23:30:00.000Z");
    expect(dhakaLocalToIso("2026-06-15T16:30:45")).toBe("2026-06-15T10:30:45.000Z");
  });

  it("refuses what is not a real date and time", () => {
    for (const value of ["", "2026-02-31T10:00", "2026-11-22T24:00", "2026-11-22", "tomorrow"]) {
      expect(dhakaLocalToIso(value)).toBeNull();
    }
  });
});

describe("warning texts", () => {
  it("names the big change with both figures", () => {
    expect(
      describeWarning({
        kind: "big-change",
        metal: "gold",
        grade: "22K",
        from: 17_400,
        to: 19_600,
        percent: 12.6,
      }),
    ).toBe("Gold 22K changes by 12.6 % (from ৳17,400 to ৳19,600)");
  });
});
