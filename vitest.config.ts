import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    setupFiles: ["./test-setup.ts"],
    projects: [
      {
        extends: true,
        test: { name: "node", environment: "node", include: ["core/**/*.test.ts", "server/**/*.test.ts"] },
      },
      {
        extends: true,
        test: { name: "dom", environment: "happy-dom", include: ["pwa/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
