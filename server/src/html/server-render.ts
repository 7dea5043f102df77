import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderPage } from "#core/page-render";
import type { ClientManifest } from "./page-assets";

/** The PWA's server-render build: its page renderer and the browser build's file manifest. */
export interface ServerRender {
  renderPage: RenderPage;
  manifest: ClientManifest;
}

/** Loads the build from `dir` (pwa/dist-server), if the site has been built with it. */
export async function loadServerRender(dir: string): Promise<ServerRender | undefined> {
  const entry = path.join(dir, "entry-server.js");
  const manifestFile = path.join(dir, "client-manifest.json");
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return undefined;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as ClientManifest;
  return { renderPage, manifest };
}
