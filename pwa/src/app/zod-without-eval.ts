import type { $ZodConfig } from "zod/v4/core";

declare global {
  /** Where zod keeps its settings, shared by every copy of zod loaded into the page. */
  var __zod_globalConfig: $ZodConfig | undefined;
}

/**
 * zod compiles fast validators with `new Function` when it may; its probe for that is reported as
 * a violation under the site's content policy (script-src 'self'), even though zod swallows the
 * error. Set before any schema parses, in the global zod reads its settings from (and keeps them in
 * for every copy of itself), so the app's start carries the setting alone and zod arrives with the
 * first page that parses something. Changed in place: a zod loaded earlier holds on to the object. The browser tests fail on any content-policy violation.
 */
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;
