import { afterEach, expect, it, vi } from "vitest";
import { warmUpFormatting } from "./warm-up-formatting";

afterEach(() => vi.unstubAllGlobals());

/** Waits for the tasks queued before this one to run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it("loads number and then time-zone formatting each in a task of its own, none in the caller's", async () => {
  const made: string[] = [];
  vi.stubGlobal("Intl", {
    ...Intl,
    NumberFormat: class extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made.push("number");
      }
    },
    DateTimeFormat: class extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.push(`date in ${this.resolvedOptions().timeZone}`);
      }
    },
  });
  const warming = warmUpFormatting();
  expect(made).toEqual([]);
  await Promise.resolve();
  expect(made).toEqual([]);
  await nextTask();
  expect(made).toEqual(["number"]);
  await nextTask();
  await warming;
  expect(made).toEqual(["number", "date in Asia/Dhaka"]);
});
