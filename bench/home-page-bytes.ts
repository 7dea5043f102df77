/**
 * The JavaScript the home page runs to become the app: the entry, the app's start and the home
 * page's own code, with every chunk they import, as the browser build's manifest lists them, raw and
 * in the brotli and gzip bodies the server sends for them. Reads a build (`npm run build` first) and
 * builds nothing; prints numbers, never fails on them. Then the total of the service worker's offline
 * copy, which it downloads in the background once installed.
 *
 *   npm run bench:bytes                          the build in pwa/dist
 *   npm run bench:bytes -- --against <dist>      and another build's, with the change between them
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { homePageScripts, offlineCopy, type ServedFile, totalBytes } from "./served-bytes";

const ROOT = path.resolve(import.meta.dirname, "..");

const bytes = (value: number) => value.toLocaleString("en-US");
const change = (value: number) => (value > 0 ? `+${bytes(value)}` : bytes(value));
const print = (line = "") => process.stdout.write(`${line}\n`);
const row = (name: string, raw: string, gzip: string, br: string) =>
  print(`${name.padEnd(44)} ${raw.padStart(10)} ${gzip.padStart(10)} ${br.padStart(10)}`);

function table(title: string, chunks: ServedFile[]) {
  print(title);
  row("file", "raw", "gzip", "brotli");
  for (const chunk of chunks) row(chunk.file, bytes(chunk.raw), bytes(chunk.gzip), bytes(chunk.br));
  const sum = totalBytes(chunks);
  row("total", bytes(sum.raw), bytes(sum.gzip), bytes(sum.br));
  return sum;
}

try {
  const { values } = parseArgs({
    options: { dist: { type: "string" }, against: { type: "string" } },
  });
  const dist = path.resolve(values.dist ?? path.join(ROOT, "pwa", "dist"));
  const now = table(
    `JavaScript the home page runs, as served, in bytes: ${dist}`,
    await homePageScripts(dist),
  );
  if (values.against) {
    print();
    const before = table(`against ${values.against}`, await homePageScripts(path.resolve(values.against)));
    print();
    row("change", change(now.raw - before.raw), change(now.gzip - before.gzip), change(now.br - before.br));
  }
  const offline = await offlineCopy(dist);
  const sum = totalBytes(offline);
  print();
  row(`offline copy (${offline.length} files)`, bytes(sum.raw), bytes(sum.gzip), bytes(sum.br));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
