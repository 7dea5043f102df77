import type { IncomingMessage, ServerResponse } from "node:http";
import { type Language, languageOfPath } from "#core/language";
import type { Logger } from "../logger";
import type { AnswerCache, PreparedAnswer } from "./answer-cache";
import { LANGUAGE_VARY, wantedLanguageOf } from "./language-redirect";
import { securityHeadersFor } from "./security-headers";
import { hasExtension, isApi, pageKey } from "./static-site";

/**
 * Answers a page request from the pages the app rendered and kept (ADR 035), before the request
 * reaches the app: the same headers and bytes the app would send for it, without building a
 * Request, a Response and a middleware chain around a lookup. It answers only what the app would
 * answer from its cache; anything else (a miss, a redirect to Bengali, a file, the API) returns
 * false and goes to the app.
 */
export function createPageFront({
  cache,
  https,
  logger,
}: {
  cache: AnswerCache;
  https: boolean;
  logger: Logger;
}) {
  const securityHeaders = securityHeadersFor({ https });
  // A kept answer goes out with the same headers every time: put together once per language.
  const sentHeaders: Record<Language, WeakMap<PreparedAnswer, Record<string, string>>> = {
    en: new WeakMap(),
    bn: new WeakMap(),
  };
  const headersOf = (kept: PreparedAnswer, pathname: string, language: Language) => {
    let headers = sentHeaders[language].get(kept);
    if (!headers) {
      headers = {
        ...Object.fromEntries(securityHeaders(pathname)),
        ...kept.headers,
        Vary: language === "en" ? `${LANGUAGE_VARY}, Accept-Encoding` : "Accept-Encoding",
      };
      sentHeaders[language].set(kept, headers);
    }
    return headers;
  };
  // The busiest path there is: at a quieter level it neither times a hit nor builds its line.
  const logHits = logger.enabled("info");
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const started = logHits ? performance.now() : 0;
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const url = request.url ?? "";
    // Split as sent: an address the app would write differently is not among the kept ones, and
    // goes to the app like any other miss.
    const query = url.indexOf("?");
    const pathname = query < 0 ? url : url.slice(0, query);
    const search = query < 0 ? "" : url.slice(query);
    if (!pathname.startsWith("/")) return false;
    if (isApi(pathname) || hasExtension(pathname)) return false;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    const language = languageOfPath(pathname);
    if (language === "en" && wantedLanguageOf(header) === "bn") return false;
    const kept = cache.keptPage(pageKey(pathname, search), {
      acceptEncoding: header("accept-encoding"),
      ifNoneMatch: header("if-none-match"),
    });
    if (!kept) return false;
    response.writeHead(kept.status, headersOf(kept, pathname, language));
    response.end(kept.body ?? undefined);
    if (logHits)
      logger.info("request", {
        method: request.method,
        path: pathname,
        status: kept.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    return true;
  };
}

export type PageFront = ReturnType<typeof createPageFront>;
