import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["core/**/*.test.ts", "server/**/*.test.ts"],
          setupFiles: ["./test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "happy-dom",
          environmentOptions: {
            happyDOM: {
              settings: {
                disableCSSFileLoading: true,
                disableJavaScriptFileLoading: true,
                disableIframePageLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          include: ["pwa/**/*.test.{ts,tsx}"],
          setupFiles: ["./test-setup.ts", "./pwa/src/test-setup.ts"],
        },
      },
    ],
  },
});
