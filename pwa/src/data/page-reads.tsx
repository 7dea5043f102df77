import { createContext, type ReactNode, useCallback, useContext } from "react";
import {
  PAGE_READS_ELEMENT_ID,
  type PageRead,
  type PageReads,
  SAVED_PAGE_ATTRIBUTE,
} from "#core/page-render";

/**
 * The public API answers the server rendered the page with. On the server, every path a render
 * reads is noted in `reading`; one it has no answer for yet is fetched and the page rendered again.
 * In the browser, the same answers let the first render match the server's HTML with no request.
 */
export interface PageReadSource {
  reads: PageReads;
  reading?: Set<string>;
  /**
   * Paths the server has just answered for this page: the components the page starts with need no
   * refresh of them. Emptied once the page has started; later pages refresh as they open.
   */
  fresh: Set<string>;
}

const PageReadContext = createContext<PageReadSource | null>(null);

export function PageReadProvider({ source, children }: { source: PageReadSource; children: ReactNode }) {
  return <PageReadContext.Provider value={source}>{children}</PageReadContext.Provider>;
}

/** The answer the page was rendered with for `path`, if the server read it. */
export function usePageRead(path: string | null): PageRead | undefined {
  const source = useContext(PageReadContext);
  if (!source || !path) return undefined;
  source.reading?.add(path);
  return source.reads[path];
}

/** Whether the server has just read `path` for the page being started: its copy is as fresh as it gets. */
export function useIsFresh(): (path: string) => boolean {
  const source = useContext(PageReadContext);
  return useCallback((path) => source?.fresh.has(path) ?? false, [source]);
}

/**
 * The reads inlined in the server's HTML, or none on a page the service worker opened from its
 * shell. A page the service worker kept from an earlier visit is marked `saved`: its reads render
 * it as it was, and are refreshed at once.
 */
export function readInlinedPageReads(): { reads: PageReads; saved: boolean } | null {
  const element = document.getElementById(PAGE_READS_ELEMENT_ID);
  if (!element?.textContent) return null;
  return {
    reads: JSON.parse(element.textContent) as PageReads,
    saved: element.hasAttribute(SAVED_PAGE_ATTRIBUTE),
  };
}

export const readSucceeded = (read: PageRead | undefined): read is Extract<PageRead, { status: 200 }> =>
  read?.status === 200;
