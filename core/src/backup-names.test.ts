import { describe, expect, it } from "vitest";
import { backupName, backupTimeOf } from "./backup-names";

describe("backup names", () => {
  it("names a backup by its time and reads the time back", () => {
    const at = new Date("2026-11-28T01:25:30.332Z");
    expect(backupName(at)).toBe("shop-2026-11-28T01-25-30-332Z");
    expect(backupTimeOf(backupName(at))?.toISOString()).toBe(at.toISOString());
  });

  it.each(["before-upgrade-2026-11-25T04-00-00-000Z", "shop-2026-13-45T99-00-00-000Z", "shop", ""])(
    "reads no time from %j",
    (name) => expect(backupTimeOf(name)).toBeNull(),
  );
});
