/**
 * The JavaScript a browser fetches before the home page can run: index.html's entry script and its
 * modulepreload links, raw and in the brotli and gzip bodies the server sends for them. Reads a
 * build (`npm run build` first) and builds nothing; prints numbers, never fails on them.
 *
 *   npm run bench:bytes                          the build in pwa/dist
 *   npm run bench:bytes -- --against <dist>      and another build's, with the change between them
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { compressedBodies } from "../scripts/precompress";

const ROOT = path.resolve(import.meta.dirname, "..");

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
  br: number;
}

/** Every value of `attribute` on the `tag` elements of `html` that carry all of `required`. */
function attributeValues(html: string, tag: string, attribute: string, required: Record<string, string>) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].flatMap(([, attributes = ""]) => {
    const values = new Map(
      [...attributes.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const matches = Object.entries(required).every(([name, value]) => values.get(name) === value);
    const found = values.get(attribute);
    return matches && found ? [found] : [];
  });
}

async function homePageScripts(dist: string): Promise<Chunk[]> {
  const indexFile = path.join(dist, "index.html");
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const html = fs.readFileSync(indexFile, "utf8");
  const files = [
    ...attributeValues(html, "script", "src", { type: "module" }),
    ...attributeValues(html, "link", "href", { rel: "modulepreload" }),
  ];
  if (files.length === 0) throw new Error(`${indexFile} names no entry script`);
  return Promise.all(
    files.map(async (file) => {
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
  const now = table(`JavaScript before / runs, as served, in bytes: ${dist}`, await homePageScripts(dist));
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
