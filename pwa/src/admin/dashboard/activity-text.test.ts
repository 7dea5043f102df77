import { afterEach, describe, expect, it } from "vitest";
import type { ActivityAction, ActivityEntry } from "#core/schemas/activity";
import { setPageLanguage } from "../../i18n/page-language";
import { describeActivity, relativeTime } from "./activity-text";

const entry = (action: ActivityAction, entityName: string, actor = "owner"): ActivityEntry => ({
  id: 1,
  at: "2026-01-05T12:00:00.000Z",
  actor,
  action,
  entityType: action.split(".")[0] ?? "",
  entityId: "x",
  entityName,
});

describe("describeActivity", () => {
  it.each([
    [
      entry("sample-data.seeded", "24 items and 77 rate boards", "sample data"),
      "sample data added 24 items and 77 rate boards to the empty shop",
    ],
    [entry("admin.signed-in", "Chrome 131, Android 14"), "owner logged in on Chrome 131, Android 14"],
    [entry("admin.sign-in-failed", "198.51.100.9", "root"), "A login as “root” failed from 198.51.100.9"],
    [entry("jewelry.created", "Kolka Pendant"), "owner added “Kolka Pendant”"],
    [entry("jewelry.updated", "Kolka Pendant"), "owner updated “Kolka Pendant”"],
    [entry("jewelry.deleted", "Kolka Pendant"), "owner deleted “Kolka Pendant”"],
    [entry("settings.updated", "Home Page"), "owner updated the Home Page settings"],
    // A backup by when it was made (Dhaka's time), the server's own daily one said as such.
    [
      entry("backup.made", "shop-2026-11-27T19-25-30-332Z", "daily backup"),
      "The daily backup of the shop was made (28 Nov 2026, 1:25 AM)",
    ],
    [
      entry("backup.made", "shop-2026-11-27T19-25-30-332Z"),
      "owner made a backup of the shop (28 Nov 2026, 1:25 AM)",
    ],
    [entry("message.read", "Rahima Khatun"), "owner marked the message from Rahima Khatun as read"],
    [entry("message.replied", "Rahima Khatun"), "owner marked the message from Rahima Khatun as replied"],
    [entry("message.deleted", "Rahima Khatun"), "owner deleted the message from Rahima Khatun"],
    [entry("admin.username-changed", "shonali"), "owner changed the admin username to shonali"],
    [entry("admin.password-changed", "owner", "command line"), "command line changed the admin password"],
    [
      entry("admin.email-changed", "shop@shonali.example"),
      "owner changed the admin email to shop@shonali.example",
    ],
    [
      entry("admin.device-signed-out", "Chrome 131, Android 14"),
      "owner signed out the device Chrome 131, Android 14",
    ],
    [entry("admin.other-devices-signed-out", "2"), "owner signed out every other device (2)"],
    [entry("rates.published", "rates"), "owner published the rates"],
    [entry("rates.withdrawn", "rates"), "owner withdrew the rates"],
  ])("%#: %s", (activity, sentence) => {
    expect(describeActivity(activity)).toBe(sentence);
  });
});

describe("relativeTime", () => {
  const now = Date.parse("2026-01-05T12:00:00.000Z");
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  it.each([
    [0, "now"],
    [20, "20 seconds ago"],
    [60, "1 minute ago"],
    [5 * 60 + 30, "5 minutes ago"],
    [3 * 3600, "3 hours ago"],
    [26 * 3600, "yesterday"],
    [3 * 86_400, "3 days ago"],
    [15 * 86_400, "2 weeks ago"],
    [400 * 86_400, "last year"],
  ])("%i seconds → %s", (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });
});

describe("relativeTime in the Bengali admin", () => {
  afterEach(() => setPageLanguage("en"));

  it("says how long ago in Bengali", () => {
    setPageLanguage("bn");
    const now = Date.parse("2026-01-05T12:00:00.000Z");
    expect(relativeTime(new Date(now - 5 * 60_000).toISOString(), now)).toBe("৫ মিনিট আগে");
  });
});
