/// <reference lib="webworker" />

import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import { flushOutbox, OUTBOX_SYNC_TAG } from "./data/outbox";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const DAY = 24 * 60 * 60;

// The app shell and every public page's code, fetched once at install so the site opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page route (a deep link, the 404 page) is answered by the shell; the router does the rest.
// The files written for crawlers are the server's, opened in a tab or not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
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
