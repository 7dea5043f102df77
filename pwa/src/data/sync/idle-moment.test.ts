import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_SLICE_MS, runInIdleMoments } from "./idle-moment";

/** Idle moments the test hands out one by one, each saying it has `timeLeft` milliseconds. */
function heldIdleMoments() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
    waiting.push(callback);
    return waiting.length;
  });
  return {
    give(timeLeft: () => number) {
      const callback = waiting.shift();
      if (!callback) throw new Error("No step is waiting for an idle moment");
      callback({ didTimeout: false, timeRemaining: timeLeft });
    },
    get waiting() {
      return waiting.length;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("runInIdleMoments", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("runs as many steps in a moment as its time left allows, and one when it has none", async () => {
    const moments = heldIdleMoments();
    const ran: number[] = [];
    const steps = [1, 2, 3, 4, 5].map((step) => () => void ran.push(step));
    const done = runInIdleMoments(steps, 1000);
    await flush();
    expect(ran).toEqual([]);

    let left = 1;
    moments.give(() => left--);
    await flush();
    expect(ran).toEqual([1, 2]);

    moments.give(() => 0);
    await flush();
    expect(ran).toEqual([1, 2, 3]);

    moments.give(() => 50);
    await done;
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });

  it("takes no more of a long moment than a slice", async () => {
    const moments = heldIdleMoments();
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const ran: number[] = [];
    const steps = [1, 2, 3, 4, 5].map((step) => () => {
      ran.push(step);
      now += IDLE_SLICE_MS / 2;
    });
    void runInIdleMoments(steps, 1000);
    await flush();
    moments.give(() => 50);
    await flush();
    expect(ran).toEqual([1, 2]);
    expect(moments.waiting).toBe(1);
  });

  it("stops between two steps once it is no longer wanted", async () => {
    const moments = heldIdleMoments();
    let wanted = true;
    const ran: number[] = [];
    const steps = [1, 2, 3].map((step) => () => {
      ran.push(step);
      wanted = false;
    });
    const done = runInIdleMoments(steps, 1000, () => wanted);
    await flush();
    moments.give(() => 50);
    await done;
    expect(ran).toEqual([1]);
    expect(moments.waiting).toBe(0);
  });
});
