import type { Context } from "hono";
import type { Repositories } from "../db/repositories";
import { injectHead, renderHeadTags } from "./head-tags";
import { pageMeta } from "./page-meta";
import { findPublicPage } from "./public-page";
import { jsonLdScript, structuredData } from "./structured-data";

/**
 * The app shell with each page's own head tags, and the install manifest named after the shop. Absolute
 * links use `publicUrl` only: the request's own origin comes from its Host header, which the client chooses.
 */
export function createShellRenderer(repos: Repositories, publicUrl: string | undefined) {
  return {
    renderShell(c: Context, html: string): string {
      // The admin installs as its own app window and stays out of search results.
      if (c.req.path === "/admin" || c.req.path.startsWith("/admin/")) {
        return injectHead(
          html.replace(/href="\/manifest\.webmanifest"/, 'href="/admin.webmanifest"'),
          '<title>Shop Admin</title>\n    <meta name="robots" content="noindex" />',
        );
      }
      const settings = repos.settings.get();
      const page = findPublicPage(new URL(c.req.url).pathname, (id) => repos.jewelry.find(id));
      const origin = publicUrl ?? null;
      const data = structuredData(page, settings, origin);
      const tags = renderHeadTags(pageMeta(page, settings, origin));
      return injectHead(html, data ? `${tags}\n    ${jsonLdScript(data)}` : tags);
    },
    renderManifest(manifestJson: string): string {
      const { homePage, seo } = repos.settings.get();
      const manifest = JSON.parse(manifestJson) as Record<string, unknown>;
      return JSON.stringify({
        ...manifest,
        name: homePage.siteName,
        short_name: homePage.siteName.split(/\s+/)[0] ?? homePage.siteName,
        description: seo.metaDescription || manifest.description,
      });
    },
  };
}

export type ShellRenderer = ReturnType<typeof createShellRenderer>;
