import fs from "node:fs";
import path from "node:path";

/** One entry of the browser build's manifest (Vite's `build.manifest`), keyed by source file or chunk. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Every stylesheet the page needs, the entry's first, as site paths ("/assets/…css"). */
  styles: string[];
  /** The page's own code, to fetch alongside the entry rather than after it has run. */
  scripts: string[];
}

/**
 * The files the browser needs for a page built from `modules`: their chunks and the chunks those
 * import, and every stylesheet on the way. The entry's scripts are in the HTML already.
 */
export function pageAssets(manifest: ClientManifest, modules: readonly string[]): PageAssets {
  const entry = collect(manifest, ["index.html"]);
  const page = collect(manifest, modules);
  return {
    styles: [...new Set([...entry.styles, ...page.styles])].map(sitePath),
    scripts: [...page.keys]
      .filter((key) => !entry.keys.has(key))
      .flatMap((key) => {
        const chunk = manifest[key];
        return chunk ? [sitePath(chunk.file)] : [];
      }),
  };
}

function collect(manifest: ClientManifest, roots: readonly string[]) {
  const keys = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || keys.has(key)) return;
    keys.add(key);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return { keys, styles };
}

const sitePath = (file: string) => `/${file}`;

/** The text of the built site's stylesheets, read once each. */
export function createStylesheetReader(siteRoot: string) {
  const texts = new Map<string, string>();
  return (sitePathOfStyle: string): string => {
    let text = texts.get(sitePathOfStyle);
    if (text === undefined) {
      text = fs.readFileSync(path.join(siteRoot, sitePathOfStyle), "utf8");
      texts.set(sitePathOfStyle, text);
    }
    return text;
  };
}
