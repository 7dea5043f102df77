import type { OpeningHoursSpecification } from "schema-dts";

type Day = "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";

/** In week order, so that a range such as Saturday-Thursday can wrap past the end. */
const DAYS: readonly Day[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Three letters already tell the English days apart ("Sat", "Tues", "Thurs"). */
const SHORTEST_DAY_NAME = 3;

const RANGE = String.raw`\s*(?:-|–|—|\bto\b)\s*`;
const LINE = /^([a-z.,&\s–—-]+?)\s*:\s*(.+)$/i;
const DAY_RANGE = new RegExp(String.raw`^([a-z]+)\.?(?:${RANGE}([a-z]+)\.?)?$`, "i");
const DAY_LIST = /\s*(?:,|&|\band\b)\s*/i;
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?(?:\s*([ap])\.?m\.?)?`;
const TIME_RANGE = new RegExp(`^${TIME}${RANGE}${TIME}$`, "i");
const CLOSED = /^closed$/i;

const dayIndex = (word: string): number | null => {
  const name = word.toLowerCase();
  if (name.length < SHORTEST_DAY_NAME) return null;
  const index = DAYS.findIndex((day) => day.toLowerCase().startsWith(name));
  return index === -1 ? null : index;
};

function readDays(text: string): Day[] | null {
  const days: Day[] = [];
  for (const part of text.split(DAY_LIST)) {
    const [, first = "", last] = DAY_RANGE.exec(part) ?? [];
    const from = dayIndex(first);
    const to = last === undefined ? from : dayIndex(last);
    if (from === null || to === null) return null;
    for (let day = from; ; day = (day + 1) % DAYS.length) {
      days.push(DAYS[day] as Day);
      if (day === to) break;
    }
  }
  return days;
}

const clock = (hours: number, minutes: number) =>
  `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;

/**
 * One time of day as "HH:MM". With AM or PM the hour is 1 to 12; without, it is read as a 24-hour
 * time only when written with its minutes ("20:00"), since "8" alone could be morning or evening.
 */
function readTime(hourText: string, minuteText: string | undefined, half: string | undefined): string | null {
  const hour = Number(hourText);
  const minutes = minuteText === undefined ? 0 : Number(minuteText);
  if (minutes > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    return clock((hour % 12) + (half.toLowerCase() === "p" ? 12 : 0), minutes);
  }
  return minuteText !== undefined && hour <= 23 ? clock(hour, minutes) : null;
}

/** "10:00 AM-8:00 PM" as opening and closing times; null for "Closed", undefined when it cannot be read. */
function readHours(text: string): { opens: string; closes: string } | null | undefined {
  if (CLOSED.test(text)) return null;
  const match = TIME_RANGE.exec(text);
  if (!match) return undefined;
  const [, openHour = "", openMinute, openHalf, closeHour = "", closeMinute, closeHalf] = match;
  // "10 AM-8" is as unsure as "10-8": both times say AM/PM, or neither does.
  if (Boolean(openHalf) !== Boolean(closeHalf)) return undefined;
  const opens = readTime(openHour, openMinute, openHalf);
  const closes = readTime(closeHour, closeMinute, closeHalf);
  if (!opens || !closes || opens === closes) return undefined;
  // A 24-hour range that ends before it starts is more likely "10:00-8:00" meant as 8 PM than a night shift.
  if (!openHalf && closes < opens) return undefined;
  return { opens, closes };
}

/**
 * The shop's opening hours from the business hours the owner typed, one "days: hours" line each
 * ("Saturday-Thursday: 10:00 AM-8:00 PM", "Fri: 2 PM-8 PM", "Sun, Tue: Closed"). All or nothing:
 * the text is free, and hours read from only some of its lines would tell search engines the shop is
 * closed on the days of the lines left unread, so one unread line means no opening hours at all.
 */
export function readOpeningHours(text: string): OpeningHoursSpecification[] | null {
  const specifications: OpeningHoursSpecification[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const [, dayText = "", hoursText = ""] = LINE.exec(line.trim()) ?? [];
    const days = readDays(dayText);
    const hours = readHours(hoursText.trim());
    if (!days || hours === undefined) return null;
    if (hours) specifications.push({ "@type": "OpeningHoursSpecification", dayOfWeek: days, ...hours });
  }
  return specifications.length > 0 ? specifications : null;
}
