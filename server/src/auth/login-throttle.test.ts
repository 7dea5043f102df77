import { describe, expect, it } from "vitest";
import { createLoginThrottle, type PendingAttempt, type ThrottleRefusal } from "./login-throttle";

function setup() {
  let clock = Date.parse("2026-11-22T04:00:00.000Z");
  const throttle = createLoginThrottle({ now: () => new Date(clock) });
  return {
    throttle,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const allowed = (attempt: PendingAttempt | ThrottleRefusal): PendingAttempt => {
  if (!attempt.allowed) throw new Error(`refused for ${attempt.retryAfterSeconds} s`);
  return attempt;
};

describe("the login throttle", () => {
  it("counts an attempt from the moment it begins, so parallel tries cannot pass the address limit", () => {
    const { throttle } = setup();
    const started = Array.from({ length: 40 }, (_, i) =>
      throttle.begin({ address: "203.0.113.7", username: `user${i}` }),
    );
    expect(started.filter((attempt) => attempt.allowed)).toHaveLength(10);
    expect(started.filter((attempt) => !attempt.allowed)).toHaveLength(30);
  });

  it("takes an attempt back when it succeeds or was never checked", () => {
    const { throttle } = setup();
    for (let i = 0; i < 9; i++) throttle.begin({ address: "203.0.113.7", username: "owner" });
    allowed(throttle.begin({ address: "203.0.113.7", username: "owner" })).cancelled();
    allowed(throttle.begin({ address: "203.0.113.7", username: "owner" })).succeeded();
    for (let i = 0; i < 9; i++) allowed(throttle.begin({ address: "203.0.113.7", username: "owner" }));
  });

  it("slows a username under attack with a growing delay that is capped, and never refuses it", () => {
    const { throttle } = setup();
    const delays = Array.from(
      { length: 60 },
      (_, i) => allowed(throttle.begin({ address: `198.51.100.${i}`, username: "Owner" })).delayMs,
    );
    expect(delays.slice(0, 11)).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(Math.max(...delays)).toBe(10_000);
    // The owner, from a fresh address, still gets a turn after at most the cap.
    expect(allowed(throttle.begin({ address: "192.0.2.1", username: "owner" })).delayMs).toBe(10_000);
  });

  it("lets a known device skip the username delay and the address limit, within its own budget", () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 10; i++) throttle.begin({ address: "203.0.113.7", username: "owner" });
    expect(throttle.begin({ address: "203.0.113.7", username: "owner" }).allowed).toBe(false);

    const known = { address: "203.0.113.7", username: "owner", deviceId: "device-1" };
    for (let i = 0; i < 5; i++) expect(allowed(throttle.begin(known)).delayMs).toBe(0);
    // Five wrong passwords and the cookie is worth no more than any other browser.
    expect(throttle.begin(known).allowed).toBe(false);

    advance(15 * 60_000);
    allowed(throttle.begin(known)).succeeded();
    for (let i = 0; i < 5; i++) expect(allowed(throttle.begin(known)).delayMs).toBe(0);
  });

  it("refuses an address for the rest of the window, with the wait in whole seconds", () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 10; i++) throttle.begin({ address: "203.0.113.7", username: `user${i}` });
    advance(60_000);
    expect(throttle.begin({ address: "203.0.113.7", username: "owner" })).toEqual({
      allowed: false,
      retryAfterSeconds: 14 * 60,
    });
    advance(14 * 60_000);
    expect(throttle.begin({ address: "203.0.113.7", username: "owner" }).allowed).toBe(true);
  });
});
