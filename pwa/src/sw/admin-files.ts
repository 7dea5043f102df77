/// <reference lib="webworker" />

import { registerRoute } from "workbox-routing";
import { ADMIN_FILES_LIST, KEEP_ADMIN_FILES } from "../data/sync/admin-files";

declare const self: ServiceWorkerGlobalScope;

const ADMIN_FILES_CACHE = "admin-files-";

/**
 * The caches the admin's files are answered from: looked up once when the worker starts answering,
 * then the one a completed keep leaves. More than one only when a keep was cut short by the worker
 * stopping (an earlier build's complete cache, and the next one's part).
 */
let answeringFrom: Promise<string[]> | undefined;
const adminCaches = (): Promise<string[]> =>
  (answeringFrom ??= caches
    .keys()
    .then((names) => names.filter((name) => name.startsWith(ADMIN_FILES_CACHE))));

/**
 * The admin's own code, kept on the device of an owner who has signed in (ADR 036): the precache
 * leaves it out so visitors never download it, and without it the admin's screens could not open
 * offline. Each build's files go in a cache of their own, named by the list; once it is complete,
 * the caches of earlier builds go. Each file is named by its content, so a kept one is always right.
 */
async function keepAdminFiles(): Promise<void> {
  const response = await fetch(`/${ADMIN_FILES_LIST}`, { cache: "no-cache" });
  if (!response.ok) return;
  const text = await response.text();
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const name =
    ADMIN_FILES_CACHE +
    [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const listed = JSON.parse(text) as string[];
  const cache = await caches.open(name);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await cache.addAll(listed.filter((path) => !kept.has(path)));
  answeringFrom = Promise.resolve([name]);
  for (const other of await caches.keys())
    if (other.startsWith(ADMIN_FILES_CACHE) && other !== name) await caches.delete(other);
}

/** Keeps the admin's files when the admin asks, and answers its scripts and styles from them. */
export function keepAdminOnOwnersDevice(): void {
  self.addEventListener("message", (event) => {
    if ((event.data as { type?: string } | null)?.type === KEEP_ADMIN_FILES)
      event.waitUntil(keepAdminFiles());
  });
  // After the precache's own route: a file both would answer is the precache's. The server varies
  // by the encoding a browser accepts; a kept file is right in any.
  registerRoute(
    ({ request, url }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith("/assets/") &&
      (request.destination === "script" || request.destination === "style"),
    async ({ request }) => {
      for (const cacheName of await adminCaches()) {
        const kept = await caches.match(request, { cacheName, ignoreVary: true });
        if (kept) return kept;
      }
      return fetch(request);
    },
  );
}
