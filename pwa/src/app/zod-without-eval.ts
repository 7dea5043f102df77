import { config } from "zod/v4/core";

/**
 * zod compiles fast validators with `new Function` when it may; its probe for that is reported as
 * a violation under the site's content policy (script-src 'self'), even though zod swallows the
 * error. Set before any schema parses; taken from zod's core rather than `z`, so the entry carries
 * the setting alone and zod itself arrives with the first page that parses something.
 */
config({ jitless: true });
