import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POLL_MS, SETTLE_MS } from "./display-timing";
import { useBoardRefresh } from "./use-board-refresh";

const NOW = Date.parse("2026-11-29T04:00:00.000Z");
const inMs = (ms: number) => new Date(NOW + ms).toISOString();

/** Lets the refresh's promise settle, so the hook arms its next timer. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("useBoardRefresh", () => {
  it("asks again just after a scheduled board takes over, not before", async () => {
    const refresh = vi.fn(async () => undefined);
    renderHook(() => useBoardRefresh(inMs(20_000), refresh));

    act(() => vi.advanceTimersByTime(20_000 + SETTLE_MS - 1));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("polls every interval when nothing is scheduled, failed refreshes included, with one timer at a time", async () => {
    const refresh = vi.fn(async () => {
      throw new Error("offline");
    });
    renderHook(() => useBoardRefresh(null, refresh));

    for (let round = 1; round <= 3; round++) {
      act(() => vi.advanceTimersByTime(POLL_MS));
      await settle();
      expect(refresh).toHaveBeenCalledTimes(round);
      expect(vi.getTimerCount()).toBe(1);
    }
  });

  it("follows the time a new answer names, and stops when the display closes", async () => {
    const refresh = vi.fn(async () => undefined);
    const { rerender, unmount } = renderHook(({ next }) => useBoardRefresh(next, refresh), {
      initialProps: { next: null as string | null },
    });
    act(() => vi.advanceTimersByTime(10_000));
    // The owner schedules a board for five seconds from now; the next poll would be 50 s away.
    rerender({ next: inMs(15_000) });
    act(() => vi.advanceTimersByTime(5_000 + SETTLE_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
    await settle();

    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10 * POLL_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("runs for days with the same single timer", async () => {
    const refresh = vi.fn(async () => undefined);
    renderHook(() => useBoardRefresh(null, refresh));
    const day = 24 * 60 * 60 * 1000;
    for (let minute = 0; minute < (3 * day) / POLL_MS; minute++) {
      act(() => vi.advanceTimersByTime(POLL_MS));
      await settle();
    }
    expect(refresh).toHaveBeenCalledTimes((3 * day) / POLL_MS);
    expect(vi.getTimerCount()).toBe(1);
  });
});
