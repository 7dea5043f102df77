import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { LANGUAGES, type Language, languageOfPath } from "#core/language";
import type { PageReads, RenderPage } from "#core/page-render";
import { routerBasename } from "./app/router-basename";
import { type PageHandle, routes } from "./app/routes";
import { PageReadProvider } from "./data/page-reads";
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

/** Reads lead to reads (a home page with no featured piece shows the newest ones): a few rounds at most. */
const MAX_RENDERS = 4;

/**
 * A public page's HTML as the browser's first render will produce it, its lazily loaded parts
 * included: rendered, its API reads
 * answered, and rendered again until it reads nothing new. Only the reads of the last render go
 * with the page.
 */
export const renderPage: RenderPage = async (url, read) => {
  const language = languageOfPath(new URL(url).pathname);
  const handler = handlers[language];
  const context = await handler.query(new Request(url));
  // Only a loader or an action answers with a Response; the public pages have neither.
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} while rendering`);
  await loadLazyParts();
  const router = createStaticRouter(handler.dataRoutes, context);
  const answers: PageReads = {};

  for (let renders = 1; ; renders++) {
    const reading = new Set<string>();
    // Set again for each render: other pages' renders run while this one waits for its reads.
    setPageLanguage(language);
    const html = renderToString(
      <StrictMode>
        <PageReadProvider source={{ reads: answers, reading, fresh: new Set() }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageReadProvider>
      </StrictMode>,
    );
    const unanswered = [...reading].filter((path) => !(path in answers));
    if (unanswered.length === 0 || renders === MAX_RENDERS) {
      return {
        html,
        reads: Object.fromEntries(
          [...reading].flatMap((path) => {
            const answer = answers[path];
            return answer ? [[path, answer] as const] : [];
          }),
        ),
        // The app's start and the matched pages: the browser fetches them with the HTML.
        modules: [
          APP_START_MODULE,
          ...context.matches.flatMap(({ route }) => {
            const handle = route.handle as PageHandle | undefined;
            return handle ? [handle.module] : [];
          }),
        ],
      };
    }
    await Promise.all(
      unanswered.map(async (path) => {
        answers[path] = await read(path);
      }),
    );
  }
};
