import type { Plugin, Rollup } from "vite";
import { ADMIN_FILES_LIST } from "../src/data/sync/admin-files";

const ADMIN_SOURCE = /\/src\/admin\//;

type BuiltChunk = Rollup.OutputChunk & {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

/**
 * The built files only the admin reaches: everything not reachable from the page's entry without
 * passing through a chunk of admin source. The public site never imports the admin (the lint's
 * direction rule), so an icon or library chunk that only admin chunks import is the admin's too,
 * whatever its name.
 */
export function adminOnlyFiles(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isAdminChunk = (chunk: BuiltChunk) => chunk.moduleIds.some((id) => ADMIN_SOURCE.test(id));
  const reached = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || reached.has(chunk.fileName) || isAdminChunk(chunk)) return;
    reached.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) reached.add(asset);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(next));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const adminOnly = new Set<string>();
  for (const chunk of chunks) {
    if (reached.has(chunk.fileName)) continue;
    adminOnly.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!reached.has(css)) adminOnly.add(css);
  }
  return adminOnly;
}

/**
 * Finds the admin-only files of the build as it is written, so the service worker's precache can
 * leave them out: visitors never download the admin, not even in the background. Their list is
 * written beside them, so the owner's device can keep them (ADR 036).
 */
export function findAdminOnlyFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: "admin-only-files",
    apply: "build",
    generateBundle(_options, bundle) {
      files.clear();
      for (const file of adminOnlyFiles(bundle)) files.add(file);
      this.emitFile({
        type: "asset",
        fileName: ADMIN_FILES_LIST,
        source: JSON.stringify([...files].sort().map((file) => `/${file}`)),
      });
    },
  };
  return { plugin, files };
}
