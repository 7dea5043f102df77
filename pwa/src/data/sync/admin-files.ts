/** Where the build lists the files only the admin loads (ADR 036). */
export const ADMIN_FILES_LIST = "admin-files.json";

/** The admin's word to the service worker: keep the admin's files on this device. */
export const KEEP_ADMIN_FILES = "KEEP_ADMIN_FILES";

/**
 * Asks the service worker to keep the admin's files, so its screens open offline; called once the
 * owner has signed in, and heard as soon as a worker is active (on a first visit, once installed).
 * Nothing happens where there is no service worker.
 */
export async function keepAdminOnThisDevice(): Promise<void> {
  // Offline there is no newer list to fetch: what the device keeps stays as it is.
  if (!("serviceWorker" in navigator) || !navigator.onLine) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: KEEP_ADMIN_FILES });
}
