/**
 * What a build's files weigh as the server sends them (raw, and the brotli and gzip bodies it
 * precompresses), for the home page's first visit and for the service worker's offline copy. Reads a
 * build (`npm run build` first) and builds nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { compressedBodies } from "../scripts/precompress";

/** Where the home page starts, as the manifest names the modules. */
const HOME_PAGE_MODULES = ["index.html", "src/app/start.tsx", "src/site/home/home-page.tsx"];

export interface ServedFile {
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

/** The files the service worker precaches, as its build lists them. */
function offlineCopyFiles(dist: string): string[] {
  const worker = fs.readFileSync(path.join(dist, "sw.js"), "utf8");
  const files = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? "");
  if (files.length === 0) throw new Error("the service worker lists no files to keep offline");
  return files;
}

const served = (dist: string, files: string[]): Promise<ServedFile[]> =>
  Promise.all(
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

/** The JavaScript the home page runs to become the app: the entry, the app's start and the home page, with every chunk they import. */
export const homePageScripts = (dist: string) => served(dist, homePageFiles(readManifest(dist)));

/** What the service worker downloads in the background, once installed, to open the site offline. */
export const offlineCopy = (dist: string) => served(dist, offlineCopyFiles(dist));

export const totalBytes = (files: ServedFile[]) => ({
  raw: files.reduce((sum, file) => sum + file.raw, 0),
  gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  br: files.reduce((sum, file) => sum + file.br, 0),
});
