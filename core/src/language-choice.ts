/**
 * The cookie that carries a visitor's chosen language to the server, so an English address opened
 * after choosing Bengali is answered with a redirect before anything paints (ADR 021).
 */
export const LANGUAGE_COOKIE = "lang";

/** A year: the choice outlives the visit, and choosing again renews it. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
