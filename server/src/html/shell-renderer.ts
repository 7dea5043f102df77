import type { Context } from "hono";
import { inLanguage } from "#core/in-language";
import { type Language, languageOfPath, pathInLanguage } from "#core/language";
import type { ApiReader } from "#core/page-render";
import type { Repositories } from "../db/repositories";
import { injectHead, renderHeadTags } from "./head-tags";
import { shellForLanguage } from "./language-fonts";
import type { LinkPreviewImage } from "./link-preview-image";
import { createStylesheetReader, pageStyles } from "./page-assets";
import { fillShell, inlineCss, styleAttributeSources, styleHash } from "./page-document";
import { pageMeta } from "./page-meta";
import { findPublicPage } from "./public-page";
import type { ServerRender } from "./server-render";
import { jsonLdScript, structuredData } from "./structured-data";

/**
 * A page as the server sends it: its HTML, its status, and the policy's sources for the inline
 * styles it must allow (its style element, and its style attributes by their exact text).
 */
export interface RenderedDocument {
  html: string;
  status: 200 | 404;
  styleHashes: string[];
}

export interface ShellRendererOptions {
  repos: Repositories;
  publicUrl: string | undefined;
  /** The built site's folder, where the inlined stylesheets are read from. */
  siteRoot: string;
  /** Renders public pages' content; without it they go out as the app shell, rendered in the browser. */
  serverRender?: ServerRender;
  readApi: ApiReader;
  /** Today's rate card as a link preview draws it, in a language; null before the first board. */
  rateCardImage?: (language: Language) => LinkPreviewImage | null;
}

/**
 * The app shell with each page's own head tags and, for public pages, the page itself rendered from
 * the repositories; the install manifest named after the shop. Absolute links use `publicUrl` only:
 * the request's own origin comes from its Host header, which the client chooses.
 */
export function createShellRenderer({
  repos,
  publicUrl,
  siteRoot,
  serverRender,
  readApi,
  rateCardImage,
}: ShellRendererOptions) {
  const readStylesheet = createStylesheetReader(siteRoot);

  return {
    async renderDocument(c: Context, pageShell: string): Promise<RenderedDocument> {
      const rawPath = new URL(c.req.url).pathname;
      const language = languageOfPath(rawPath);
      // The same page in English is how the routes name it; the language only changes its words.
      const path = pathInLanguage(rawPath, "en");
      const shell = withLanguage(pageShell, language);
      // The admin installs as its own app window, stays out of search results and renders in the browser.
      if (path === "/admin" || path.startsWith("/admin/")) {
        const html = injectHead(
          shell.replace(
            /href="\/(?:bn\/)?manifest\.webmanifest"/,
            `href="${pathInLanguage("/admin.webmanifest", language)}"`,
          ),
          '<title>Shop Admin</title>\n    <meta name="robots" content="noindex" />',
        );
        return { html, status: 200, styleHashes: [] };
      }
      const settings = repos.settings.get();
      const page = findPublicPage(path, {
        item: (id) => repos.jewelry.find(id),
        collection: (slug) => repos.collections.findBySlug(slug),
      });
      const origin = publicUrl ?? null;
      const data = structuredData(page, settings, origin, language);
      const meta = pageMeta(page, settings, origin, language);
      // A shared link to the rates shows today's card, in the page's language.
      const card = page.kind === "page" && page.name === "goldRates" ? rateCardImage?.(language) : null;
      const tags = [
        renderHeadTags(card ? { ...meta, image: card, twitterImage: card.url } : meta),
        data ? jsonLdScript(data) : "",
      ];
      let html = injectHead(shellForLanguage(shell, language), tags.filter(Boolean).join("\n    "));
      const status = page.kind === "not-found" ? 404 : 200;
      if (!serverRender) return { html, status, styleHashes: [] };

      const rendered = await serverRender.renderPage(c.req.url, readApi);
      const styles = pageStyles(serverRender.manifest, rendered.modules).map((path) => ({
        path,
        css: readStylesheet(path),
      }));
      html = fillShell(html, { html: rendered.html, reads: rendered.reads, styles });
      return {
        html,
        status,
        styleHashes: [styleHash(inlineCss({ styles })), ...styleAttributeSources(rendered.html)],
      };
    },
    /**
     * The install manifest of the pages in `language`: its own identity and start page, so a Bengali
     * reader installs an app that opens in Bengali. The scope stays the whole site, so the switch to
     * the other language stays inside the app's window.
     */
    renderManifest(manifestJson: string, language: Language): string {
      const settings = repos.settings.get();
      const { siteName } = inLanguage(settings.homePage, language);
      const seo = inLanguage(settings.seo, language);
      const manifest = JSON.parse(manifestJson) as { id?: string; start_url: string; description?: string };
      return JSON.stringify({
        ...manifest,
        id: pathInLanguage(manifest.id ?? manifest.start_url, language),
        start_url: pathInLanguage(manifest.start_url, language),
        lang: language,
        dir: "ltr",
        name: siteName,
        short_name: siteName.split(/\s+/)[0] ?? siteName,
        description: seo.metaDescription || manifest.description,
      });
    },
  };
}

export type ShellRenderer = ReturnType<typeof createShellRenderer>;

/**
 * The shell in the page's language: its `<html lang>`, for screen readers, search and fonts, and the
 * install manifest of that language's pages.
 */
const withLanguage = (shell: string, language: Language): string =>
  shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/href="\/manifest\.webmanifest"/, `href="${pathInLanguage("/manifest.webmanifest", language)}"`);
