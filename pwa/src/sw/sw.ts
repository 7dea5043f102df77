/// <reference lib="webworker" />

import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { PAGE_READS_ELEMENT_ID, SAVED_PAGE_ATTRIBUTE } from "#core/page-render";
import { UPLOADS_PATH } from "#core/uploaded-image";
import { flushOutbox, OUTBOX_SYNC_TAG } from "../data/outbox/outbox";
import { keepAdminOnOwnersDevice } from "./admin-files";
import { keepPagesReadsOnDevice } from "./device-copy";
import { navigationLanguagePlugin } from "./navigation-language";
import { listenForPushes } from "./pushes";
import { byteBudgetPlugin, photoStandInPlugin } from "./uploaded-photo-plugins";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const DAY = 24 * 60 * 60;
const MB = 1024 * 1024;

// The app shell and every public page's code, fetched once at install so the site opens offline.
// The home page is a page like the others, not the shell file: asked of the server first, which may
// send it to the visitor's language (Workbox would otherwise answer "/" with index.html).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "" });
cleanupOutdatedCaches();

const appShell = createHandlerBoundToURL("/index.html");

// In either language (ADR 021).
const ADMIN_PAGES = /^(\/bn)?\/admin(\/|$)/i;

// The admin renders in the browser: its pages open from the shell, online or not, with its code
// from what the owner's device keeps.
registerRoute(new NavigationRoute(appShell, { allowlist: [ADMIN_PAGES] }));
keepAdminOnOwnersDevice();

/** When the server sent the page, by its Date header: its reads are as old as that. */
const keptAt = (response: Response): string => {
  const sent = Date.parse(response.headers.get("date") ?? "");
  return new Date(Number.isNaN(sent) ? Date.now() : sent).toISOString();
};

/**
 * A public page kept for offline use is marked as such: opened later, it shows what it showed then
 * while its data is refreshed, rather than passing its old data off as the server's latest.
 */
async function markSaved(response: Response): Promise<Response | null> {
  // Only the address's own page: a redirect (an English address for a visitor who chose Bengali) is
  // none, nor another address's page reached by following one.
  if (response.status !== 200 || response.redirected) return null;
  const html = (await response.text()).replace(
    `id="${PAGE_READS_ELEMENT_ID}"`,
    `id="${PAGE_READS_ELEMENT_ID}" ${SAVED_PAGE_ATTRIBUTE}="${keptAt(response)}"`,
  );
  // The text is decoded and of another length now: the original's encoding and length no longer hold.
  const headers = new Headers(response.headers);
  headers.delete("content-encoding");
  headers.delete("content-length");
  // The copy is this device's, for whatever cookie and languages it asks with later: a Vary kept from
  // the server (an English page varies by the language cookie) would only make the cache miss it.
  headers.delete("vary");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

// Public pages come fresh from the server, rendered with today's data; the last copy of each serves
// when the network is down or too slow, or the server is (a proxy's 502 is no page), and the shell (rendering from the device's copy) any page
// never opened before. The files written for crawlers are the server's, opened in a tab or not.
const pages = new NetworkFirst({
  cacheName: "pages",
  networkTimeoutSeconds: 4,
  plugins: [
    navigationLanguagePlugin,
    {
      fetchDidSucceed: async ({ response }) => {
        if (response.status >= 500) throw new Error(`the server answered ${response.status}`);
        // A navigation is handed the server's redirect as is (its own fetch does not follow it). Were
        // one followed, the browser would refuse the page reached for the address asked: it is sent
        // on to that page's address instead, and loads it there.
        return response.redirected ? Response.redirect(response.url, 302) : response;
      },
      cacheWillUpdate: async ({ response }) => markSaved(response),
    },
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return appShell(options);
      }
    },
    // An uploaded photo opened in a tab of its own is a photo, kept by its own route below.
    {
      denylist: [/^\/api\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/, ADMIN_PAGES, /^\/uploads\//],
    },
  ),
);

/**
 * Photos the owner uploaded, in a cache of their own: each file is named by its content and never
 * changes, so a kept copy is always right and is shown without asking the network. The ones a visitor
 * has seen stay for offline visits, within two limits:
 * - 60 days since stored: twice the `pages` cache's 30, so a page still kept offline has its photos,
 *   and a visitor who comes back within two months sees the pieces they looked at.
 * - 60 MB, the least recently shown dropped first: a photo as a phone shows it (480 or 750 px, AVIF or
 *   WebP) weighs roughly 40 to 150 kB, so that is several hundred photos, a shop's whole catalogue
 *   seen at card and page size, while staying a small share of a cheap phone's free storage.
 * Registered before the route for the site's other images, which would also match them.
 */
const UPLOADED_PHOTOS_CACHE = "uploaded-photos";
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(`${UPLOADS_PATH}/`),
  new CacheFirst({
    cacheName: UPLOADED_PHOTOS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
      byteBudgetPlugin(UPLOADED_PHOTOS_CACHE, 60 * MB),
      photoStandInPlugin(UPLOADED_PHOTOS_CACHE),
    ],
  }),
);

// Catalogue images on this site: kept once seen, the oldest dropped after a month or 300 images.
registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: "images",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Images the owner links from other hosts arrive opaque, which browsers count as large: keep few.
registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin !== self.location.origin,
  new StaleWhileRevalidate({
    cacheName: "external-images",
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Font files for scripts other than Latin load only when a page needs them.
registerRoute(
  ({ request, url }) => request.destination === "font" && url.origin === self.location.origin,
  new CacheFirst({ cacheName: "fonts", plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// Claimed on first install only: updates wait for the visitor's "Reload" (SKIP_WAITING below).
clientsClaim();
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Background Sync: the browser wakes the worker when the connection is back, even with the tab closed.
// A sync that fails is tried again later by the browser, so a message still waiting fails it.
self.addEventListener("sync", (event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(
    flushOutbox().then((result) => {
      if (result === "retry-later") throw new Error("A contact message is still waiting to be sent");
    }),
  );
});

keepPagesReadsOnDevice();

// The owner's new-message notifications (Web Push), for the devices that turned them on.
listenForPushes();
