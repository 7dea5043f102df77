import type { Plugin } from "vite";

type CodeSplittingGroup = { name: string; test: (id: string) => boolean };

/** One step of the app's start: a module the entry imports, named by how its id ends. */
export type StartStep = { name: string; module: string };

/**
 * Everything each step of the app's start imports, whatever page it opens, in one chunk per step.
 * Split by how the pages share them, those modules made some thirty files of a few hundred bytes
 * each: one request each on a slow connection, and one link element each that the loader adds on
 * the main thread while the page starts. They all load before any page's code does, so one file a
 * step costs no page a byte more. A step's chunk leaves out what an earlier step's holds.
 */
export function startChunks(steps: StartStep[]): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const modulesOf = steps.map(() => new Set<string>());
  const plugin: Plugin = {
    name: "start-chunks",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
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
      // What the entry imports itself (the chunk loader) stays with it: in a step's chunk it would
      // make the entry fetch that step at once, before the page has painted.
      const taken = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      steps.forEach((step, index) => {
        const first = ids.find((id) => id.endsWith(step.module));
        if (!first) throw new Error(`${step.module} is not in the build`);
        for (const id of closure([first])) {
          if (taken.has(id)) continue;
          taken.add(id);
          modulesOf[index]?.add(id);
        }
      });
    },
  };
  const groups = steps.map((step, index) => ({
    name: step.name,
    test: (id: string) => modulesOf[index]?.has(id) ?? false,
  }));
  return { plugin, groups };
}
