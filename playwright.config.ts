import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";

// Chosen once in the main process; workers inherit the environment, so all agree on one server.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));

/** The specs that add pieces to the public catalogue, feature them and delete them again. */
const CATALOGUE_WRITERS = [/admin-jewelry\.spec\.ts/, /admin-phone\.spec\.ts/, /photo-uploads\.spec\.ts/];

export const E2E_ADMIN = { username: "owner", password: "e2e shop password 2026" };
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [
        /mobile\.spec\.ts/,
        /catalogue-sync\.spec\.ts/,
        /admin-rates\.spec\.ts/,
        /rates-display\.spec\.ts/,
        /admin-credentials\.spec\.ts/,
        /admin-restore\.spec\.ts/,
        ...CATALOGUE_WRITERS,
      ],
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
    // Add, feature and delete pieces of their own: they run once the specs that page through the
    // sample catalogue and its featured row are done, so those never see it change mid-walk.
    {
      name: "catalogue-writes",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: CATALOGUE_WRITERS,
      dependencies: ["desktop", "phone"],
    },
    // Publishes a board for a while: runs alone, once the public rate specs have read the sample board.
    {
      // Change the catalogue (one item, then a hundred more for a while) and measure what it costs:
      // nothing else may read or write it meanwhile.
      name: "sync",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /catalogue-sync\.spec\.ts/,
      dependencies: ["catalogue-writes"],
    },
    {
      name: "rates",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: [/admin-rates\.spec\.ts/, /rates-display\.spec\.ts/],
      // One file at a time: each publishes and withdraws boards of its own.
      workers: 1,
      dependencies: ["sync"],
    },
    // Restores a backup, replacing everything the shop holds for a moment: runs alone.
    {
      name: "restore",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /admin-restore\.spec\.ts/,
      dependencies: ["rates"],
    },
    // Changes the admin's own credentials: runs alone, after every other spec has finished.
    {
      name: "credentials",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /admin-credentials\.spec\.ts/,
      dependencies: ["restore"],
    },
  ],
  webServer: {
    command: "node server/dist/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
    },
  },
});
