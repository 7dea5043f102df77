import fs from "node:fs";
import path from "node:path";

/** One entry of the browser build's manifest (Vite's `build.manifest`), keyed by source file or chunk. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * Every stylesheet a page built from `modules` needs, the entry's first, as site paths
 * ("/assets/…css"): those of their chunks, of the chunks those import, and so on. The page's code
 * is not preloaded: it loads once the page has painted, and would only compete with the fonts and
 * the first images for a slow connection before that.
 */
export function pageStyles(manifest: ClientManifest, modules: readonly string[]): string[] {
  const keys = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || keys.has(key)) return;
    keys.add(key);
    // What a chunk imports comes first, as the browser build applies it when the chunk loads.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const style of chunk.css ?? []) styles.add(style);
  };
  for (const root of ["index.html", ...modules]) visit(root);
  return [...styles].map(sitePath);
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
