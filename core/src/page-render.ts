/**
 * The contract between the server and the PWA's server-render build: the server hands the page's
 * address and a way to read the public API in process; the build answers the page's HTML.
 */

/** One public API answer as the page read it while rendering: its body and ETag, or the failing status. */
export type PageRead = { status: 200; data: unknown; etag: string | null } | { status: number };

/** Every read a page made, by API path: inlined in the page so the browser hydrates with the same data. */
export type PageReads = Record<string, PageRead>;

export type ApiReader = (path: string) => Promise<PageRead>;

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  reads: PageReads;
  /** Source files of the matched routes' lazily loaded modules, as the client build's manifest names them. */
  modules: string[];
}

export type RenderPage = (url: string, read: ApiReader) => Promise<RenderedPage>;

/** The id of the inert script element holding the page's reads. */
export const PAGE_READS_ELEMENT_ID = "page-reads";

/**
 * Set on that element by the service worker on a page it kept, to when the server sent it: the
 * browser knows its reads are that old.
 */
export const SAVED_PAGE_ATTRIBUTE = "data-saved";

/** Whether a read was answered with a body (the type alone cannot tell 200 from the other statuses). */
export const answered = (read: PageRead | undefined): read is Extract<PageRead, { status: 200 }> =>
  read?.status === 200;
