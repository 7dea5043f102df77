import { describe, expect, it } from "vitest";
import { createPasswordCheckLimit, PasswordChecksBusy } from "./password-check-limit";

/** A check that finishes when the test says so, and counts how many run at once. */
function checks() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const check = () =>
    new Promise<string>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      finishers.push(() => {
        running -= 1;
        resolve("checked");
      });
    });
  const finishOne = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { check, finishOne, most: () => most, started: () => finishers.length };
}

describe("the password check limit", () => {
  it("runs at most the cap at once, lets a few wait their turn and refuses the rest", async () => {
    const limit = createPasswordCheckLimit({ maxRunning: 2, maxWaiting: 3 });
    const probe = checks();
    const outcomes = Array.from({ length: 10 }, () =>
      limit.run(probe.check).then(
        (value) => value,
        (error: unknown) => (error instanceof PasswordChecksBusy ? "busy" : "other"),
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(probe.started()).toBe(2);
    for (let i = 0; i < 5; i++) await probe.finishOne();
    const results = await Promise.all(outcomes);
    expect(results.filter((result) => result === "checked")).toHaveLength(5);
    expect(results.filter((result) => result === "busy")).toHaveLength(5);
    expect(probe.most()).toBe(2);
  });

  it("frees its place when a check fails", async () => {
    const limit = createPasswordCheckLimit({ maxRunning: 1, maxWaiting: 0 });
    await expect(limit.run(() => Promise.reject(new Error("disk")))).rejects.toThrow("disk");
    await expect(limit.run(() => Promise.resolve("ok"))).resolves.toBe("ok");
  });

  it("puts a known device's check first and never turns it away, however full the queue", async () => {
    const limit = createPasswordCheckLimit({ maxRunning: 1, maxWaiting: 2 });
    const order: string[] = [];
    let finishRunning: () => void = () => {};
    const running = limit.run(() => new Promise<void>((resolve) => (finishRunning = resolve)));
    const queued = ["stranger 1", "stranger 2"].map((name) =>
      limit.run(async () => {
        order.push(name);
      }),
    );
    await expect(limit.run(async () => order.push("stranger 3"))).rejects.toBeInstanceOf(PasswordChecksBusy);
    const owner = limit.run(
      async () => {
        order.push("owner");
      },
      { first: true },
    );
    finishRunning();
    await Promise.all([running, ...queued, owner]);
    expect(order).toEqual(["owner", "stranger 1", "stranger 2"]);
  });
});
