import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build as bundle } from "esbuild";
import { build as buildPwa } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const pwaDist = path.join(root, "pwa", "dist");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every text asset gets .br and .gz siblings, so the server never compresses a static file per request. */
async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.byteLength < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(content, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzipped);
    count += 1;
  }
  return count;
}

const started = performance.now();
await buildPwa({ configFile: path.join(root, "pwa", "vite.config.ts"), logLevel: "warn" });
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
  `Built pwa/dist (${compressed} files precompressed) and server/dist/main.js in ${Math.round(performance.now() - started)} ms\n`,
);
