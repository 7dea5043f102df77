import { preferredLanguage } from "./accept-language";
import { isLanguage, type Language } from "./language";

/**
 * The cookie that carries a visitor's language to the server, so an English address opened after
 * choosing Bengali (or after a first visit sent to Bengali) is answered with a redirect before
 * anything paints (ADR 021, ADR 040).
 */
export const LANGUAGE_COOKIE = "lang";

/** A year: the choice outlives the visit, and choosing again renews it. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie for `language`: every path, a year, sent on navigations from other sites (Lax). */
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/**
 * Where a navigation the service worker fetches came from, in `Sec-Fetch-Site`'s words. The worker's
 * own fetch is always same-origin and a worker may not set `Sec-` headers, so it sends the
 * navigation's own in this one; the server reads it for the language alone (ADR 040). Written as
 * Node's server hands header names over, lowercased.
 */
export const NAVIGATION_SITE_HEADER = "navigation-site";

export type NavigationSite = "same-origin" | "cross-site" | "none";

/**
 * A navigation's site as its referrer tells it: none for an address typed, a bookmark or a link that
 * sends no referrer, this site's own for a link followed on one of its pages.
 */
export function navigationSite(referrer: string, origin: string): NavigationSite {
  if (!referrer) return "none";
  return new URL(referrer).origin === origin ? "same-origin" : "cross-site";
}

/** What a page request tells of the visitor's language. */
export interface LanguageSignals {
  /** The `lang` cookie's value, as the switch or a first visit's redirect wrote it (or anything else). */
  chosen: string | undefined;
  acceptLanguage: string | undefined;
  /** The visitor followed a link on this site. */
  fromThisSite: boolean;
}

/**
 * The language a visitor is known to want, or null when the address decides. A link followed on this
 * site goes where it points: the switch works before the app has started (and with cookies refused),
 * and a Bengali reader who picks English is never sent back in a loop. On arrival (a link from
 * elsewhere, a typed address, a bookmark) the language remembered comes first, whatever the browser
 * asks; else the browser's languages.
 */
export function wantedLanguage({ chosen, acceptLanguage, fromThisSite }: LanguageSignals): Language | null {
  if (fromThisSite) return null;
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(acceptLanguage);
}
