/// <reference lib="webworker" />

import type { WorkboxPlugin } from "workbox-core/types";
import { languageOfPath, pathInLanguage } from "#core/language";
import {
  LANGUAGE_COOKIE,
  NAVIGATION_SITE_HEADER,
  navigationSite,
  wantedLanguage,
} from "#core/language-choice";

declare const self: ServiceWorkerGlobalScope;

/**
 * The navigation as the worker asks the server for it, saying where the visitor came from: the
 * worker's own fetch is same-origin whatever they did, and would otherwise read as a link followed
 * on this site, which goes where it points (ADR 040). A navigation's request cannot be copied with
 * changes, so it is asked anew with what the server reads.
 */
function withNavigationSite(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(NAVIGATION_SITE_HEADER, navigationSite(request.referrer, self.location.origin));
  return new Request(request.url, {
    method: request.method,
    headers,
    mode: "same-origin",
    credentials: request.credentials,
    cache: request.cache,
    // The server's redirect goes back to the browser, which loads the page at its own address.
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
  });
}

/**
 * Where the server would send an English address for this visitor, when it cannot be asked: the same
 * page under `/bn` for a visitor who arrives wanting Bengali, by the cookie the switch and the first
 * visit's redirect write. A browser whose worker cannot read cookies opens the address as it is.
 */
async function offlineRedirect(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (languageOfPath(url.pathname) !== "en" || !("cookieStore" in self)) return null;
  const chosen = await self.cookieStore.get(LANGUAGE_COOKIE);
  const wanted = wantedLanguage({
    chosen: chosen?.value,
    acceptLanguage: self.navigator.languages.join(","),
    fromThisSite: navigationSite(request.referrer, self.location.origin) === "same-origin",
  });
  if (wanted !== "bn") return null;
  return Response.redirect(`${pathInLanguage(url.pathname, "bn")}${url.search}`, 302);
}

/** The language follows a returning reader through the worker as the server follows a new one. */
export const navigationLanguagePlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => withNavigationSite(request),
  // Read only when the network fails or is too slow: the kept page of the address the server would
  // have sent the visitor to, rather than the English one asked for.
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    (await offlineRedirect(request)) ?? cachedResponse,
};
