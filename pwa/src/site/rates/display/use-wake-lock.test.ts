import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWakeLock } from "./use-wake-lock";

/** A wake lock API that grants every request, each lock releasable once. */
function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async () => {
    const lock = {
      released: false,
      release: async () => {
        lock.released = true;
      },
    };
    locks.push(lock);
    return lock;
  });
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { wakeLock: { request } }));
  return { locks, request };
}

afterEach(() => vi.unstubAllGlobals());

describe("useWakeLock", () => {
  it("keeps the screen awake, asks again when the page is shown after the browser dropped the lock, and lets go on leaving", async () => {
    const { locks, request } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock());
    await act(async () => {});
    expect(request).toHaveBeenCalledWith("screen");
    expect(locks).toHaveLength(1);

    // Shown again while the lock holds: nothing more to ask.
    await act(async () => void document.dispatchEvent(new Event("visibilitychange")));
    expect(locks).toHaveLength(1);

    // Hidden, the browser released it; shown again, it is asked for anew.
    await locks[0]?.release();
    await act(async () => void document.dispatchEvent(new Event("visibilitychange")));
    expect(locks).toHaveLength(2);

    unmount();
    expect(locks[1]?.released).toBe(true);
  });

  it("does nothing where the browser has no wake lock", () => {
    expect(() => renderHook(() => useWakeLock()).unmount()).not.toThrow();
  });
});
