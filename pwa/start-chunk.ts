import type { Plugin } from "vite";

type CodeSplittingGroup = { name: string; test: (id: string) => boolean };

/**
 * Everything the app's start imports, whatever page it opens, in one chunk. Split by how the pages
 * share them, those modules made some thirty files of a few hundred bytes each: one request each on
 * a slow connection, and one link element each that the loader adds on the main thread while the
 * page starts. They all load before any page's code does, so one file costs no page a byte more.
 */
export function startChunk(startModule: string): { plugin: Plugin; group: CodeSplittingGroup } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "start-chunk",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const start = ids.find((id) => id.endsWith(startModule));
      if (!start) throw new Error(`${startModule} is not in the build`);
      const closure = (from: string[]) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        for (const id of from) visit(id);
        return found;
      };
      // What the entry imports itself (the chunk loader) stays with it: in the start's chunk it would
      // make the entry fetch the start at once, before the page has painted.
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of closure([start])) if (!entry.has(id)) modules.add(id);
    },
  };
  return { plugin, group: { name: "start", test: (id) => modules.has(id) } };
}
