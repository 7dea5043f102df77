import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { LANGUAGES, pathInLanguage } from "#core/language";
import type { AppEnv } from "../app-env";
import type { ShellRenderer } from "../html/shell-renderer";
import type { AnswerCache, RenderedAnswer } from "./answer-cache";
import { HttpError } from "./errors";
import { redirectToWantedLanguage } from "./language-redirect";
import { CONTENT_SECURITY_POLICY_HEADER, contentSecurityPolicy } from "./security-headers";

const HASHED_ASSET = /^\/assets\//;
const ALWAYS_REVALIDATE = new Set([
  "/sw.js",
  "/manifest.webmanifest",
  "/admin.webmanifest",
  "/bn/manifest.webmanifest",
  "/bn/admin.webmanifest",
  "/registerSW.js",
]);

function cacheControl(requestPath: string): string {
  if (HASHED_ASSET.test(requestPath)) return "public, max-age=31536000, immutable";
  if (ALWAYS_REVALIDATE.has(requestPath)) return "no-cache";
  return "public, max-age=86400";
}

export const isApi = (requestPath: string) => requestPath === "/api" || requestPath.startsWith("/api/");
export const hasExtension = (requestPath: string) => path.posix.extname(requestPath) !== "";

/** What a page is kept under: its address with its query, as the page-front looks it up. */
export const pageKey = (pathname: string, search: string) => pathname + search;

/** Where pages are kept once rendered, and when the data they show next changes without a write. */
export interface PageKeeping {
  cache: AnswerCache;
  staleAt: () => Date | null;
}

/**
 * The built PWA: real files (precompressed .br/.gz chosen by the client's Accept-Encoding), pages
 * (public ones rendered on the server, the admin's shell; an English address sent to Bengali for a
 * visitor who wants it), and a JSON 404 for any other missing file, never HTML for a missing image.
 * A page is rendered once and kept, by its address, until what it shows changes.
 */
export function mountStaticSite(
  app: Hono<AppEnv>,
  root: string,
  renderer: ShellRenderer,
  pages: PageKeeping,
) {
  const indexFile = path.join(root, "index.html");
  let shell: string | undefined;
  const readShell = () => {
    shell ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : undefined;
    return shell;
  };

  const files = serveStatic<AppEnv>({ root, precompressed: true });
  const manifestFile = path.join(root, "manifest.webmanifest");

  // The install name follows the shop's settings, not the name the build was made with; each
  // language's pages install as the app in that language.
  for (const language of LANGUAGES) {
    app.get(pathInLanguage("/manifest.webmanifest", language), (c) => {
      if (!fs.existsSync(manifestFile)) throw new HttpError(404, "Not found");
      c.header("Cache-Control", "no-cache");
      c.header("Content-Type", "application/manifest+json");
      return c.body(renderer.renderManifest(fs.readFileSync(manifestFile, "utf8"), language));
    });
  }

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (isApi(c.req.path) || !hasExtension(c.req.path)) return next();
    // Set before serving: a miss falls through to the 404, which replaces it with no-store.
    c.header("Cache-Control", cacheControl(c.req.path));
    return files(c, next);
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (isApi(c.req.path) || hasExtension(c.req.path)) return next();
    const redirect = redirectToWantedLanguage(c);
    if (redirect) return redirect;
    const html = readShell();
    if (!html) throw new HttpError(503, "The site has not been built yet: run npm run build");
    const { pathname, search } = new URL(c.req.url);
    const render = async (): Promise<RenderedAnswer> => {
      const page = await renderer.renderDocument(c, html);
      const headers: Record<string, string> = {};
      if (page.styleHashes.length > 0)
        headers[CONTENT_SECURITY_POLICY_HEADER] = contentSecurityPolicy(page.styleHashes);
      return { body: page.html, status: page.status, headers };
    };
    return pages.cache.respondPage(c, pageKey(pathname, search), render, pages.staleAt);
  });
}
