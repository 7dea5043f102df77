import { z } from "zod";

/**
 * zod compiles fast validators with `new Function` when it may; its probe for that is reported as
 * a violation under the site's content policy (script-src 'self'), even though zod swallows the
 * error. Set before any schema parses.
 */
z.config({ jitless: true });
