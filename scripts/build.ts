import fs from "node:fs";
import path from "node:path";
import { build as bundle } from "esbuild";
import { build as buildPwa } from "vite";
import { renderLinkPreviews } from "./link-previews";
import { precompress } from "./precompress";

const root = path.resolve(import.meta.dirname, "..");
const pwaDist = path.join(root, "pwa", "dist");
const pwaServerRender = path.join(root, "pwa", "dist-server");
const pwaConfig = path.join(root, "pwa", "vite.config.ts");

const started = performance.now();
await buildPwa({ configFile: pwaConfig, logLevel: "warn" });
await buildPwa({ configFile: pwaConfig, logLevel: "warn", build: { ssr: true } });
// The manifest names every source file: it goes to the server, never to visitors.
fs.renameSync(
  path.join(pwaDist, ".vite", "manifest.json"),
  path.join(pwaServerRender, "client-manifest.json"),
);
fs.rmSync(path.join(pwaDist, ".vite"), { recursive: true });
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
  `Built pwa/dist (${previews} link previews in ${previewsMs} ms, ${compressed} files precompressed), pwa/dist-server and server/dist/main.js in ${Math.round(performance.now() - started)} ms\n`,
);
