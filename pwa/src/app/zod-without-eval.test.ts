import { expect, it } from "vitest";
import { config } from "zod/v4/core";

// In the browser the setting comes first; here zod is loaded already, the harder case of the two.
it("turns zod's compiled validators off, in the settings a zod loaded earlier reads", async () => {
  expect(config().jitless).not.toBe(true);
  await import("./zod-without-eval");
  expect(config().jitless).toBe(true);
});
