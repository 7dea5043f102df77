import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    // A file per core, not one core left idle: the server's tests wait on child processes, sockets
    // and files as much as they compute. A photo's processing then shares the processor, hence
    // the longer timeout.
    maxWorkers: "100%",
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["core/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
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
