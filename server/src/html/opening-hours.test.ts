import { describe, expect, it } from "vitest";
import { settingsDefaults } from "#core/settings-defaults";
import { readOpeningHours } from "./opening-hours";

const SAT_TO_THU = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"];
const hours = (dayOfWeek: string[], opens: string, closes: string) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek,
  opens,
  closes,
});

describe("readOpeningHours", () => {
  it("reads the shop's default hours, the week wrapping from Saturday to Thursday", () => {
    expect(readOpeningHours(settingsDefaults.contactUs.businessHours)).toEqual([
      hours(SAT_TO_THU, "10:00", "20:00"),
      hours(["Friday"], "14:00", "20:00"),
    ]);
  });

  it.each<[string, ReturnType<typeof hours>[]]>([
    ["Sat-Thu: 10 AM-8 PM", [hours(SAT_TO_THU, "10:00", "20:00")]],
    ["Saturday to Thursday : 10.30 a.m. to 8:15 p.m.", [hours(SAT_TO_THU, "10:30", "20:15")]],
    ["Tues – Thurs: 9am–5pm", [hours(["Tuesday", "Wednesday", "Thursday"], "09:00", "17:00")]],
    ["sun, wed & fri: 12 PM-12 AM", [hours(["Sunday", "Wednesday", "Friday"], "12:00", "00:00")]],
    ["Friday: 6:00 PM-2:00 AM", [hours(["Friday"], "18:00", "02:00")]],
    ["Monday: 09:00-21:30", [hours(["Monday"], "09:00", "21:30")]],
    ["Monday: 10:00-20:00\n\n  Friday: Closed  \n", [hours(["Monday"], "10:00", "20:00")]],
    [
      "Fri: 10 AM-1 PM\nFri: 3 PM-8 PM",
      [hours(["Friday"], "10:00", "13:00"), hours(["Friday"], "15:00", "20:00")],
    ],
  ])("reads %j", (text, expected) => {
    expect(readOpeningHours(text)).toEqual(expected);
  });

  it.each([
    ["", "nothing written"],
    ["Friday: Closed", "no opening at all"],
    ["Open every day 10-8", "no days: hours line"],
    ["Sat-Thu: 10 AM-8 PM\nWhatsApp: 10 AM-9 PM", "one line that is not a day"],
    ["Sa-Th: 10 AM-8 PM", "days shortened past telling apart"],
    ["Sat-Thu: 10-8", "times without AM/PM or minutes"],
    ["Sat-Thu: 10 AM-8", "AM/PM on one time only"],
    ["Sat-Thu: 10:00-8:00", "a 24-hour range that ends before it starts"],
    ["Sat-Thu: 13 PM-8 PM", "an hour past 12 with PM"],
    ["Sat-Thu: 10:60 AM-8 PM", "minutes past 59"],
    ["Sat-Thu: 24:00-25:00", "hours past 23"],
    ["Sat-Thu: 10 AM-10 AM", "opening and closing at once"],
    ["Sat-Thu: by appointment", "words instead of times"],
    ["শনি-বৃহস্পতি: সকাল ১০টা-রাত ৮টা", "hours written in Bengali"],
  ])("gives no opening hours for %j (%s)", (text) => {
    expect(readOpeningHours(text)).toBeNull();
  });
});
