import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "./api-client";
import { isOnline, subscribeReachability } from "./reachability";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("whether the server can be reached", () => {
  it("is offline after a call that could not connect, even while the browser says online, until one is answered", async () => {
    const changes = vi.fn();
    const unsubscribe = subscribeReachability(changes);
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(callApi("health")).rejects.toThrow();
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(false);

    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 503 })));
    await expect(callApi("health")).rejects.toThrow();
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("is online again when the browser says the network is back", async () => {
    const unsubscribe = subscribeReachability(() => {});
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(callApi("health")).rejects.toThrow();
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event("online"));
    expect(isOnline()).toBe(true);
    unsubscribe();
  });
});
