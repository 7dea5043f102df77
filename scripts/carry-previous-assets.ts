import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/** The files a build made, as named by its browser manifest (kept in dist-server), or none without one. */
function builtFiles(pwaFolder: string): string[] {
  const manifestFile = path.join(pwaFolder, "dist-server", "client-manifest.json");
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  return [
    ...new Set(
      Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
    ),
  ];
}

/**
 * Copies the last build's hashed files into the new one where it has no file of that name: a server
 * still running the last build, and a page a visitor opened from it, load their scripts, styles and
 * fonts until the server restarts. Only the last build's own files come along, so none pile up.
 */
export function carryPreviousAssets(livePwa: string, stagedPwa: string): number {
  let carried = 0;
  for (const file of builtFiles(livePwa)) {
    const from = path.join(livePwa, "dist", file);
    const to = path.join(stagedPwa, "dist", file);
    if (!fs.existsSync(from) || fs.existsSync(to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    carried += 1;
  }
  return carried;
}
