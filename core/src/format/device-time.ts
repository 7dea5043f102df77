import type { Language } from "../language";
import { deviceClock, writeDateTime } from "./date-time-style";

/**
 * "22 Nov 2026, 10:15 AM" by the device's own clock, for what happened on the device (a copy saved, a report
 * made). Its own module because the offline note on every public page needs it, and not the Dhaka clock.
 */
export const formatDeviceTime = (at: string | Date, language: Language = "en"): string =>
  writeDateTime(deviceClock(at), language);
