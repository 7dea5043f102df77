// `npm start`: serves the build, building it first when it is missing or older than the source beside
// it. The server runs in this process, so the signals a process manager sends reach it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildState } from "./source-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const state = buildState(root);

if (state !== "current") {
  const why = state === "missing" ? "There is no build yet" : "The source has changed since the last build";
  // A production install (npm ci --omit=dev) has no build tools: it says what to run instead.
  if (!fs.existsSync(path.join(root, "node_modules", "vite"))) {
    process.stderr.write(
      `${why}, and this install cannot build: run npm ci && npm run build (then npm ci --omit=dev for a production install), and start again.\n`,
    );
    process.exit(1);
  }
  process.stderr.write(`${why}: building first (npm run build).\n`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const building = spawn(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => building.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise((resolve) => building.on("exit", (status) => resolve(status ?? 1)));
  process.off("SIGINT", forward);
  process.off("SIGTERM", forward);
  if (code !== 0) process.exit(code);
}

await import(pathToFileURL(path.join(root, "server", "dist", "main.js")).href);
