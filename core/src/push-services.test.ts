import { describe, expect, it } from "vitest";
import { isKnownPushService } from "./push-services";

describe("isKnownPushService", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGx2",
    "https://wns2-db5p.notify.windows.com/w/?token=BQYAAA",
  ])("takes a browser's push service: %s", (endpoint) => {
    expect(isKnownPushService(endpoint)).toBe(true);
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com:8443/fcm/send/abc",
    "https://fcm.googleapis.com.example.com/x",
    "https://evilpush.services.mozilla.com.attacker.net/x",
    "https://127.0.0.1/push",
    "https://intranet.local/push",
    "not an address",
  ])("refuses any other address: %s", (endpoint) => {
    expect(isKnownPushService(endpoint)).toBe(false);
  });
});
