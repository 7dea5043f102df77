import path from "node:path";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";

describe("the production build", () => {
  it("is made without source maps", async () => {
    const config = await resolveConfig(
      { configFile: path.join(import.meta.dirname, "vite.config.ts"), logLevel: "silent" },
      "build",
      "production",
    );
    expect(config.build.sourcemap).toBe(false);
  });
});
