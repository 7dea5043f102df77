import { type ComponentType, lazy } from "react";

type PartModule<P> = { default: ComponentType<P> };

const notLoaded = new Set<() => Promise<unknown>>();

/**
 * A part of a page whose code loads apart (React.lazy): in the browser when it is first shown, and a
 * page hydrating keeps the server's HTML for it until then. The server loads every part before it
 * renders (`loadLazyParts`), so its HTML has the part whole: a loaded part is handed to React at once,
 * as a thenable that answers synchronously, where a promise would make React wait.
 */
export function lazyPart<P extends object>(load: () => Promise<PartModule<P>>) {
  let loaded: PartModule<P> | undefined;
  const loadNow = async () => {
    loaded ??= await load();
    notLoaded.delete(loadNow);
    return loaded;
  };
  notLoaded.add(loadNow);
  const Part = lazy(() => {
    if (!loaded) return loadNow();
    const part = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point here.
    return { then: (resolve: (module: PartModule<P>) => void) => resolve(part) } as Promise<PartModule<P>>;
  });
  return Object.assign(Part, { isLoaded: () => loaded !== undefined });
}

/** Loads the code of every lazy part of the pages loaded so far; the server awaits it before rendering. */
export const loadLazyParts = async (): Promise<void> => {
  await Promise.all([...notLoaded].map((loadPart) => loadPart()));
};
