import type { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import type { RouteContext } from "../route-context";
import { renderSitemap, sitemapEntries } from "./sitemap";

/**
 * What crawlers read before the pages. Everything not disallowed is allowed. The pages arrive
 * rendered by the server, so a crawler needs nothing under /api to read them. The sitemap is named by
 * PUBLIC_URL only (ADR 012); without it the server knows no address it may write, so it names none.
 */
const robotsTxt = (publicUrl: string | undefined): string =>
  [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /bn/admin",
    "Disallow: /api",
    ...(publicUrl ? ["", `Sitemap: ${publicUrl}/sitemap.xml`] : []),
    "",
  ].join("\n");

/** /robots.txt and /sitemap.xml; registered ahead of the built site, whose files they would otherwise be. */
export function registerDiscoveryRoutes(
  app: Hono<AppEnv>,
  { repos, cache, now }: RouteContext,
  publicUrl: string | undefined,
) {
  const robots = robotsTxt(publicUrl);
  app.get("/robots.txt", (c) =>
    c.body(robots, 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    }),
  );

  // A sitemap holds absolute addresses only: without PUBLIC_URL there is none, and the path is a 404.
  if (!publicUrl) return;
  // Any write clears the cache; a scheduled board moving the rates page's date expires it by itself.
  app.get("/sitemap.xml", (c) =>
    cache.respondText(
      c,
      "sitemap",
      "application/xml; charset=utf-8",
      () => renderSitemap(publicUrl, sitemapEntries(repos)),
      () => repos.rates.nextChangeAfter(now()),
    ),
  );
}
