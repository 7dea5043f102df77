import fs from "node:fs";
import path from "node:path";
import { build as bundle } from "esbuild";
import { build as buildPwa } from "vite";
import { carryPreviousAssets } from "./carry-previous-assets";
import { renderLinkPreviews } from "./link-previews";
import { precompress } from "./precompress";
import { buildStampFile, sourceStamp } from "./source-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const pwaConfig = path.join(root, "pwa", "vite.config.ts");
/** What a build makes, by where it is served from. */
const OUTPUTS = ["pwa/dist", "pwa/dist-server", "server/dist"] as const;
/** Built here first, then swapped in: a running server never sees its folders emptied or half written. */
const staging = path.join(root, ".build-next");
const retired = path.join(root, ".build-previous");
const staged = (output: string) => path.join(staging, output);

const started = performance.now();
// Taken before anything is read, so a source edited during the build makes the next start build again.
const stamp = sourceStamp(root);
fs.rmSync(staging, { recursive: true, force: true });
const pwaDist = staged("pwa/dist");
const pwaServerRender = staged("pwa/dist-server");
await buildPwa({ configFile: pwaConfig, logLevel: "warn", build: { outDir: pwaDist, emptyOutDir: true } });
await buildPwa({
  configFile: pwaConfig,
  logLevel: "warn",
  build: { ssr: true, outDir: pwaServerRender, emptyOutDir: true },
});
// The manifest names every source file: it goes to the server, never to visitors.
fs.renameSync(
  path.join(pwaDist, ".vite", "manifest.json"),
  path.join(pwaServerRender, "client-manifest.json"),
);
fs.rmSync(path.join(pwaDist, ".vite"), { recursive: true });
const previewsStarted = performance.now();
const previews = await renderLinkPreviews(root, pwaDist);
const previewsMs = Math.round(performance.now() - previewsStarted);
const carried = carryPreviousAssets(path.join(root, "pwa"), path.join(staging, "pwa"));
const compressed = await precompress(pwaDist);
// The server and each of the owner's commands: run by plain node on a production install, no tsx.
await bundle({
  entryPoints: {
    main: path.join(root, "server", "src", "main.ts"),
    admin: path.join(root, "server", "src", "cli", "admin.ts"),
    backup: path.join(root, "server", "src", "cli", "backup.ts"),
  },
  outdir: staged("server/dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.writeFileSync(
  buildStampFile(staging),
  `${JSON.stringify({ source: stamp, builtAt: new Date().toISOString() })}\n`,
);

// Each output is swapped in by two renames, so its path is never missing for longer than that.
fs.rmSync(retired, { recursive: true, force: true });
for (const output of OUTPUTS) {
  const live = path.join(root, output);
  if (fs.existsSync(live)) {
    fs.mkdirSync(path.dirname(path.join(retired, output)), { recursive: true });
    fs.renameSync(live, path.join(retired, output));
  }
  fs.renameSync(staged(output), live);
}
fs.rmSync(staging, { recursive: true, force: true });
fs.rmSync(retired, { recursive: true, force: true });
process.stdout.write(
  `Built pwa/dist (${previews} link previews in ${previewsMs} ms, ${carried} files kept from the last build, ${compressed} files precompressed), pwa/dist-server and server/dist (main.js, admin.js, backup.js) in ${Math.round(performance.now() - started)} ms\n`,
);
