import Bowser from "bowser";

export interface DeviceName {
  /** "Chrome 131", "Safari 17.5"; null when the description names no browser. */
  browser: string | null;
  /** "Android 14", "iOS 17.5", "Windows 10"; null when it names no system. */
  system: string | null;
}

const named = (name: string | undefined, version: string | undefined): string | null =>
  name ? [name, version].filter(Boolean).join(" ") : null;

/** The browser and system a User-Agent header describes, as the owner would recognise them. */
export function deviceName(userAgent: string): DeviceName {
  if (userAgent.trim() === "") return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  // Only the major version: "Chrome 131", not "Chrome 131.0.0.0".
  const browserVersion = /^\d+\.0(?:\.0)*$/.test(browser.version ?? "")
    ? browser.version?.split(".")[0]
    : browser.version;
  return {
    browser: named(browser.name, browserVersion),
    system: named(os.name, os.versionName ?? os.version),
  };
}

/** "Chrome 131, Android 14" for the activity log; `otherwise` when the header names neither. */
export function deviceLabel(userAgent: string, otherwise: string): string {
  const { browser, system } = deviceName(userAgent);
  return [browser, system].filter(Boolean).join(", ") || otherwise;
}
