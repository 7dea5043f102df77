import { describe, expect, it } from "vitest";
import type { Backup } from "#core/schemas/backups";
import { backupsPastKeeping } from "./retention";

/** One backup at each of `times` (Dhaka, +06:00), newest first as the list comes. */
const backupsAt = (...times: string[]): Backup[] =>
  times
    .map((time) => new Date(`${time}+06:00`).toISOString())
    .sort()
    .reverse()
    .map((createdAt) => ({ name: `shop-${createdAt}`, createdAt, size: 1, photos: 0 }));

const past = (backups: Backup[], keepDaily: number, keepWeekly: number) =>
  backupsPastKeeping(backups, { keepDaily, keepWeekly }).map((backup) =>
    new Date(Date.parse(backup.createdAt) + 6 * 3_600_000).toISOString().slice(0, 16),
  );

describe("which backups are past keeping", () => {
  it("keeps the newest of each of the last days, by the shop's clock", () => {
    const backups = backupsAt(
      "2026-11-25T09:00",
      "2026-11-25T02:00", // the same Dhaka day: an older one of it goes
      "2026-11-24T23:30",
      "2026-11-23T00:15",
      "2026-11-22T12:00",
    );
    expect(past(backups, 3, 0)).toEqual(["2026-11-25T02:00", "2026-11-22T12:00"]);
  });

  it("keeps one a week, from Monday, for the weeks asked beyond the days", () => {
    // Mondays 2026-11-02, 09, 16 and 23; one backup a day from 2026-11-01 (a Sunday) to 2026-11-25.
    const days = Array.from({ length: 25 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}T03:00`);
    const kept = (keepDaily: number, keepWeekly: number) => {
      const gone = new Set(past(backupsAt(...days), keepDaily, keepWeekly));
      return days.filter((day) => !gone.has(day)).map((day) => day.slice(8, 10));
    };
    // The 3 newest days, and the newest of this week (25th) and of the 2 weeks before it (22nd, 15th).
    expect(kept(3, 3)).toEqual(["15", "22", "23", "24", "25"]);
    expect(kept(1, 8)).toEqual(["01", "08", "15", "22", "25"]);
  });

  it("never removes the newest, and keeps everything while there are fewer than asked", () => {
    const backups = backupsAt("2026-11-25T09:00", "2026-11-20T09:00");
    expect(past(backups, 1, 0)).toEqual(["2026-11-20T09:00"]);
    expect(past(backups, 14, 8)).toEqual([]);
    expect(past([], 14, 8)).toEqual([]);
  });
});
