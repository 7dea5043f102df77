import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

describe("deviceName", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome 131", system: "Android 14" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari 17.5", system: "iOS 17.5" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      { browser: "Microsoft Edge 131", system: "Windows 10" },
    ],
  ])("names the browser and system of %s", (userAgent, expected) => {
    expect(deviceName(userAgent)).toEqual(expected);
  });

  it("names nothing for a tool or an empty description", () => {
    expect(deviceName("curl/8.5.0")).toEqual({ browser: null, system: null });
    expect(deviceName("")).toEqual({ browser: null, system: null });
  });
});
