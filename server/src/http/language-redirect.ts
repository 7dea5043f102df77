import type { Context } from "hono";
import { parse } from "hono/utils/cookie";
import { type Language, languageOfPath, pathInLanguage } from "#core/language";
import {
  LANGUAGE_COOKIE,
  languageCookie,
  NAVIGATION_SITE_HEADER,
  wantedLanguage,
} from "#core/language-choice";

/** Everything an English page's answer depends on besides its address. */
export const LANGUAGE_VARY = `Cookie, Accept-Language, Sec-Fetch-Site, ${NAVIGATION_SITE_HEADER}`;

/**
 * The language a page request's headers say the visitor wants, as `wantedLanguage` reads them. A
 * navigation the service worker fetches says where it came from in its own header (the worker's fetch
 * is same-origin whatever the visitor did); read for this decision only, it can do no more than the
 * visitor could by choosing a language.
 */
export const wantedLanguageOf = (header: (name: string) => string | undefined): Language | null =>
  wantedLanguage({
    chosen: parse(header("cookie") ?? "", LANGUAGE_COOKIE)[LANGUAGE_COOKIE],
    acceptLanguage: header("accept-language"),
    fromThisSite: (header(NAVIGATION_SITE_HEADER) ?? header("sec-fetch-site")) === "same-origin",
  });

/**
 * For a page request: a redirect to the same page under `/bn` (its query kept) when the address is
 * English and the visitor wants Bengali, or null to serve the page as addressed. The redirect
 * remembers Bengali in the cookie the switch writes, so a first visit sent there by the browser's
 * languages is known on the next arrival too, through the service worker or offline; choosing English
 * with the switch overwrites it. A Bengali address is never sent to English: a shared Bengali link
 * opens in Bengali. English pages say what they vary by.
 */
export function redirectToWantedLanguage(c: Context): Response | null {
  const url = new URL(c.req.url);
  if (languageOfPath(url.pathname) !== "en") return null;
  c.header("Vary", LANGUAGE_VARY, { append: true });
  if (wantedLanguageOf((name) => c.req.header(name)) !== "bn") return null;
  c.header("Cache-Control", "no-cache");
  c.header("Set-Cookie", languageCookie("bn"), { append: true });
  return c.redirect(`${pathInLanguage(url.pathname, "bn")}${url.search}`, 302);
}
