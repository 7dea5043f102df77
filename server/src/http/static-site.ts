import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "../app-env";
import { HttpError } from "./errors";

const HASHED_ASSET = /^\/assets\//;
const ALWAYS_REVALIDATE = new Set([
  "/sw.js",
  "/manifest.webmanifest",
  "/admin.webmanifest",
  "/registerSW.js",
]);

function cacheControl(requestPath: string): string {
  if (HASHED_ASSET.test(requestPath)) return "public, max-age=31536000, immutable";
  if (ALWAYS_REVALIDATE.has(requestPath)) return "no-cache";
  return "public, max-age=86400";
}

const hasExtension = (requestPath: string) => path.posix.extname(requestPath) !== "";

/**
 * The built PWA: real files (precompressed .br/.gz chosen by the client's Accept-Encoding), the app
 * shell for page routes, and a JSON 404 for any other missing file, never HTML for a missing image.
 */
export function mountStaticSite(
  app: Hono<AppEnv>,
  root: string,
  renderShell: (c: Context, html: string) => string,
) {
  const indexFile = path.join(root, "index.html");
  let shell: string | undefined;
  const readShell = () => {
    shell ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : undefined;
    return shell;
  };

  const files = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (filePath, c) => {
      c.header("Cache-Control", cacheControl(c.req.path));
      if (filePath.endsWith(".webmanifest")) c.header("Content-Type", "application/manifest+json");
    },
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") return next();
    if (hasExtension(c.req.path)) return files(c, next);
    return next();
  });

  app.on(["GET", "HEAD"], "*", compress(), async (c, next) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api" || hasExtension(c.req.path)) return next();
    const html = readShell();
    if (!html) throw new HttpError(503, "The site has not been built yet: run npm run build");
    c.header("Cache-Control", "no-cache");
    return c.html(renderShell(c, html));
  });
}
