import { describe, expect, it } from "vitest";
import { HttpError } from "../../http/errors";
import {
  createContactSendLimits,
  MESSAGES_PER_ADDRESS_PER_HOUR,
  MESSAGES_PER_DEVICE_PER_HOUR,
} from "./contact-send-limits";

const clock = () => {
  let at = new Date("2026-11-22T04:00:00.000Z").getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
};

/** The status an attempt is answered with: 201 when admitted. */
const attempt = (
  limits: ReturnType<typeof createContactSendLimits>,
  address: string,
  device: string | null,
) => {
  try {
    limits.admit(address, device);
    return 201;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

describe("contact send limits", () => {
  it("counts each device on a shared address apart, and each address apart", () => {
    const limits = createContactSendLimits(clock().now);
    for (let i = 0; i < MESSAGES_PER_DEVICE_PER_HOUR; i++)
      expect(attempt(limits, "203.0.113.7", "phone-a")).toBe(201);
    expect(attempt(limits, "203.0.113.7", "phone-a")).toBe(429);
    expect(attempt(limits, "203.0.113.7", "phone-b")).toBe(201);
    expect(attempt(limits, "198.51.100.9", "phone-a")).toBe(201);
  });

  it("lets senders without a device key share one count per address", () => {
    const limits = createContactSendLimits(clock().now);
    for (let i = 0; i < MESSAGES_PER_DEVICE_PER_HOUR; i++)
      expect(attempt(limits, "203.0.113.7", null)).toBe(201);
    expect(attempt(limits, "203.0.113.7", null)).toBe(429);
    expect(attempt(limits, "203.0.113.7", "phone-a")).toBe(201);
  });

  it("does not let one device's refused attempts use up its neighbours' room", () => {
    const time = clock();
    const limits = createContactSendLimits(time.now);
    for (let i = 0; i < MESSAGES_PER_ADDRESS_PER_HOUR * 2; i++) attempt(limits, "203.0.113.7", "script");
    for (let i = 0; i < MESSAGES_PER_ADDRESS_PER_HOUR - MESSAGES_PER_DEVICE_PER_HOUR; i++)
      expect(attempt(limits, "203.0.113.7", `phone-${i}`)).toBe(201);
    expect(attempt(limits, "203.0.113.7", "phone-last")).toBe(429);
    time.advance(60 * 60_000);
    expect(attempt(limits, "203.0.113.7", "phone-last")).toBe(201);
  });

  it("counts an IPv6 sender by its /64, as sign-in does: a new address in it is no new room", () => {
    const limits = createContactSendLimits(clock().now);
    const inNetwork = (i: number) => `2001:db8:77:12:${(i + 1).toString(16)}::9`;
    for (let i = 0; i < MESSAGES_PER_ADDRESS_PER_HOUR; i++)
      expect(attempt(limits, inNetwork(i), `device-${i}`)).toBe(201);
    expect(attempt(limits, inNetwork(MESSAGES_PER_ADDRESS_PER_HOUR), "device-new")).toBe(429);
    expect(attempt(limits, "2001:db8:77:13::1", "device-next-door")).toBe(201);
  });

  it("starts each sender's hour afresh however many others it has seen meanwhile", () => {
    const time = clock();
    const limits = createContactSendLimits(time.now);
    for (let i = 0; i < MESSAGES_PER_DEVICE_PER_HOUR; i++) attempt(limits, "203.0.113.7", "phone-a");
    expect(attempt(limits, "203.0.113.7", "phone-a")).toBe(429);
    for (let i = 0; i < 20_000; i++) {
      time.advance(200);
      attempt(limits, `198.51.${i >> 8}.${i & 255}`, null);
    }
    for (let i = 0; i < MESSAGES_PER_DEVICE_PER_HOUR; i++) attempt(limits, "192.0.2.5", "phone-b");
    expect(attempt(limits, "192.0.2.5", "phone-b")).toBe(429);
    expect(attempt(limits, "203.0.113.7", "phone-a")).toBe(201);
  });
});
