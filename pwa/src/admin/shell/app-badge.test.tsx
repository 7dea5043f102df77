import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAppBadge } from "./app-badge";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the unread count on the app's icon", () => {
  it("shows the count, clears it at zero, and waits for the first count", () => {
    const setAppBadge = vi.fn(async () => {});
    const clearAppBadge = vi.fn(async () => {});
    vi.stubGlobal("navigator", { setAppBadge, clearAppBadge });
    const { rerender } = renderHook(({ count }) => useAppBadge(count), {
      initialProps: { count: null as number | null },
    });
    expect(setAppBadge).not.toHaveBeenCalled();
    rerender({ count: 3 });
    expect(setAppBadge).toHaveBeenLastCalledWith(3);
    rerender({ count: 0 });
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it("does nothing where the browser has no badges", () => {
    vi.stubGlobal("navigator", {});
    expect(() => renderHook(() => useAppBadge(2))).not.toThrow();
  });
});
