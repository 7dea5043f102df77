import { formatDeviceTime } from "#core/format/device-time";
import { pageLanguage } from "../../i18n/page-language";

const adminDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * When a message arrived or an activity happened, as the owner asked to read it: en-US with a short month and
 * the time (Jan 5, 2026, 3:04 PM); in the Bengali admin as Bengali writes it ("৫ জানুয়ারি ২০২৬, দুপুর ৩:০৪").
 * Rate boards, which take effect by the shop's clock, use `formatDhakaTime`.
 */
export const formatAdminDate = (iso: string): string =>
  pageLanguage() === "bn" ? formatDeviceTime(iso, "bn") : adminDateFormat.format(new Date(iso));
