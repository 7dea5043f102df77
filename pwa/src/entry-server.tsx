import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { LANGUAGES, type Language, languageOfPath } from "#core/language";
import type { PageRead, PageReads, RenderPage } from "#core/page-render";
import { routerBasename } from "./app/router-basename";
import { type PageHandle, routes } from "./app/routes";
import { ApiError } from "./data/api/api-client";
import { createPublicQueries, PublicQueriesContext, serverReader } from "./data/api/public-reads";
import { publicReadKey } from "./data/device/stored-query";
import { bnSiteMessages } from "./i18n/bn-site-messages";
import { siteCatalogues } from "./i18n/messages";
import { setPageLanguage } from "./i18n/page-language";
import { loadLazyParts } from "./shared/lazy-part";

// The server renders either language any time: both catalogues are in its build from the start.
siteCatalogues.bn = bnSiteMessages;

/** A handler per language: Bengali pages are the same routes under their prefix (ADR 021). */
const handlers = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createStaticHandler(routes, { basename: routerBasename(language) }),
  ]),
) as Record<Language, ReturnType<typeof createStaticHandler>>;

/** What main.tsx loads once the server's HTML has painted, as the build's manifest names it. */
const APP_START_MODULE = "src/app/start.tsx";

/** The public reads a render made, as the page carries them: answers, and the failures the page shows. */
function readsOf(queries: QueryClient): PageReads {
  return Object.fromEntries(
    queries
      .getQueryCache()
      .findAll({ queryKey: ["public"] })
      .flatMap(({ queryKey, state }): [string, PageRead][] => {
        const path = String(queryKey[1]);
        if (state.data) return [[path, state.data as PageRead]];
        return state.error instanceof ApiError ? [[path, { status: state.error.status }]] : [];
      }),
  );
}

/**
 * A public page's HTML as the browser's first render will produce it, its lazily loaded parts
 * included. What the matched routes read is read first, then the page is rendered once from those
 * answers (ADR 033), which go with the page.
 */
export const renderPage: RenderPage = async (url, read) => {
  const address = new URL(url);
  const language = languageOfPath(address.pathname);
  const handler = handlers[language];
  const context = await handler.query(new Request(url));
  // Only a loader or an action answers with a Response; the public pages have neither.
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} while rendering`);
  const queries = createPublicQueries(serverReader(read), { onDevice: false });
  const readOnce = (path: string): Promise<PageRead> =>
    queries
      .fetchQuery<PageRead>({ queryKey: publicReadKey(path) })
      .catch((error: unknown) => ({ status: error instanceof ApiError ? error.status : 500 }));
  const handles = context.matches.map((match) => ({
    match,
    handle: match.route.handle as PageHandle | undefined,
  }));
  await Promise.all([
    loadLazyParts(),
    ...handles.map(({ match, handle }) => handle?.reads?.({ params: match.params, url: address }, readOnce)),
  ]);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Set for this render: other pages' renders run while this one waits for its reads.
  setPageLanguage(language);
  const html = renderToString(
    <StrictMode>
      <PublicQueriesContext.Provider value={queries}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PublicQueriesContext.Provider>
    </StrictMode>,
  );
  return {
    html,
    reads: readsOf(queries),
    // The app's start and the matched pages: the browser fetches them with the HTML.
    modules: [APP_START_MODULE, ...handles.flatMap(({ handle }) => (handle?.module ? [handle.module] : []))],
  };
};
