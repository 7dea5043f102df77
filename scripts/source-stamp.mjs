// Plain JavaScript: `npm start` reads it before anything is built, on an install without tsx.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What a build is made from: the code of every part, the build's own scripts and the installed versions. */
const SOURCES = [
  "core",
  "server/src",
  "pwa",
  "scripts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];
/** Outputs and tests inside those folders: changing them changes nothing a build makes. */
const SKIPPED = /(^|\/)(node_modules|dist|dist-server)(\/|$)|\.test\.tsx?$/;

/** Where the build records the stamp of the source it was made from. @param {string} root */
export const buildStampFile = (root) => path.join(root, "server", "dist", "build-stamp.json");

/** @param {string} root @param {string} relative @returns {string[]} */
function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !SKIPPED.test(file));
}

/**
 * A hash of every source file's name and content under `root`, or null where the source is not there
 * (an image that holds only the build): a build is current when its stamp equals this.
 * @param {string} root
 * @returns {string | null}
 */
export function sourceStamp(root) {
  if (!fs.existsSync(path.join(root, "server", "src"))) return null;
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((source) => filesUnder(root, source)).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * Whether the build in `root` was made from the source beside it: "missing" when there is no build,
 * "stale" when the source changed since, "current" otherwise (also when no source is there to compare).
 * @param {string} root
 * @returns {"missing" | "stale" | "current"}
 */
export function buildState(root) {
  let built;
  try {
    built = JSON.parse(fs.readFileSync(buildStampFile(root), "utf8")).source;
  } catch {
    return "missing";
  }
  const source = sourceStamp(root);
  return source === null || source === built ? "current" : "stale";
}
