import path from "node:path";
import { build as bundle } from "esbuild";
import { build as buildPwa } from "vite";
import { renderLinkPreviews } from "./link-previews";
import { precompress } from "./precompress";

const root = path.resolve(import.meta.dirname, "..");
const pwaDist = path.join(root, "pwa", "dist");

const started = performance.now();
await buildPwa({ configFile: path.join(root, "pwa", "vite.config.ts"), logLevel: "warn" });
const previewsStarted = performance.now();
const previews = await renderLinkPreviews(root, pwaDist);
const previewsMs = Math.round(performance.now() - previewsStarted);
const compressed = await precompress(pwaDist);
await bundle({
  entryPoints: [path.join(root, "server", "src", "main.ts")],
  outfile: path.join(root, "server", "dist", "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
process.stdout.write(
  `Built pwa/dist (${previews} link previews in ${previewsMs} ms, ${compressed} files precompressed) and server/dist/main.js in ${Math.round(performance.now() - started)} ms\n`,
);
