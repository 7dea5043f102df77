import type { Context } from "hono";
import { parse } from "hono/utils/cookie";
import { isLanguage, type Language, languageOfPath, pathInLanguage } from "#core/language";
import { LANGUAGE_COOKIE } from "#core/language-choice";
import { preferredLanguage } from "./accept-language";

/** What a page request tells of the visitor's language. */
export interface LanguageSignals {
  /** The `lang` cookie's value, as the switch wrote it (or anything else a client sent). */
  chosen: string | undefined;
  acceptLanguage: string | undefined;
  /** `Sec-Fetch-Site: same-origin`: the visitor followed a link on this site. */
  fromThisSite: boolean;
}

/**
 * The language a visitor is known to want, or null when nothing says: a choice made with the switch
 * first, whatever the browser asks; else the browser's languages, but only on arrival from elsewhere.
 * A link followed on this site (the switch itself, where cookies are refused) goes where it points,
 * so a browser set to Bengali can still read English rather than being sent back in a loop.
 */
export function wantedLanguage({ chosen, acceptLanguage, fromThisSite }: LanguageSignals): Language | null {
  if (isLanguage(chosen)) return chosen;
  if (fromThisSite) return null;
  return preferredLanguage(acceptLanguage);
}

/** Everything an English page's answer depends on besides its address. */
export const LANGUAGE_VARY = "Cookie, Accept-Language, Sec-Fetch-Site";

/** The language a page request's headers say the visitor wants, as `wantedLanguage` reads them. */
export const wantedLanguageOf = (header: (name: string) => string | undefined): Language | null =>
  wantedLanguage({
    chosen: parse(header("cookie") ?? "", LANGUAGE_COOKIE)[LANGUAGE_COOKIE],
    acceptLanguage: header("accept-language"),
    fromThisSite: header("sec-fetch-site") === "same-origin",
  });

/**
 * For a page request: a redirect to the same page under `/bn` (its query kept) when the address is
 * English and the visitor wants Bengali, or null to serve the page as addressed. A Bengali address is
 * never sent to English: a shared Bengali link opens in Bengali. English pages say what they vary by.
 */
export function redirectToWantedLanguage(c: Context): Response | null {
  const url = new URL(c.req.url);
  if (languageOfPath(url.pathname) !== "en") return null;
  c.header("Vary", LANGUAGE_VARY, { append: true });
  if (wantedLanguageOf((name) => c.req.header(name)) !== "bn") return null;
  c.header("Cache-Control", "no-cache");
  return c.redirect(`${pathInLanguage(url.pathname, "bn")}${url.search}`, 302);
}
