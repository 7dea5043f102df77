/**
 * The JavaScript the home page runs to become the app: the entry, the app's start and the home
 * page's own code, with every chunk they import, as the browser build's manifest lists them, raw and
 * in the brotli and gzip bodies the server sends for them. Reads a build (`npm run build` first) and
 * builds nothing; prints numbers, never fails on them.
 *
 *   npm run bench:bytes                          the build in pwa/dist
 *   npm run bench:bytes -- --against <dist>      and another build's, with the change between them
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { compressedBodies } from "../scripts/precompress";

const ROOT = path.resolve(import.meta.dirname, "..");
/** Where the home page starts, as the manifest names the modules. */
const HOME_PAGE_MODULES = ["index.html", "src/app/start.tsx", "src/site/home/home-page.tsx"];

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
  br: number;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The build's manifest sits beside it, in the server-render build the server reads it from. */
function readManifest(dist: string): Manifest {
  const file = path.join(path.dirname(dist), "dist-server", "client-manifest.json");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
}

function homePageFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of HOME_PAGE_MODULES) {
    if (!manifest[key]) throw new Error(`the build's manifest has no ${key}`);
    visit(key);
  }
  return [...files];
}

async function homePageScripts(dist: string): Promise<Chunk[]> {
  return Promise.all(
    homePageFiles(readManifest(dist)).map(async (file) => {
      const content = fs.readFileSync(path.join(dist, file));
      const bodies = await compressedBodies(file, content);
      return {
        file,
        raw: content.byteLength,
        gzip: bodies?.gzip.byteLength ?? content.byteLength,
        br: bodies?.br.byteLength ?? content.byteLength,
      };
    }),
  );
}

const total = (chunks: Chunk[]) => ({
  raw: chunks.reduce((sum, chunk) => sum + chunk.raw, 0),
  gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
  br: chunks.reduce((sum, chunk) => sum + chunk.br, 0),
});

const bytes = (value: number) => value.toLocaleString("en-US");
const change = (value: number) => (value > 0 ? `+${bytes(value)}` : bytes(value));
const print = (line = "") => process.stdout.write(`${line}\n`);
const row = (name: string, raw: string, gzip: string, br: string) =>
  print(`${name.padEnd(44)} ${raw.padStart(10)} ${gzip.padStart(10)} ${br.padStart(10)}`);

function table(title: string, chunks: Chunk[]) {
  print(title);
  row("file", "raw", "gzip", "brotli");
  for (const chunk of chunks) row(chunk.file, bytes(chunk.raw), bytes(chunk.gzip), bytes(chunk.br));
  const sum = total(chunks);
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
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
