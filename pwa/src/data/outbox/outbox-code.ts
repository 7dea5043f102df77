import { deviceDatabase } from "../device/device-database";
import { loadOnce } from "../load-once";

/**
 * The outbox's code, with the device database's under it, in chunks of their own: a page that sends
 * messages asks for them once it is on screen, so their start is not part of the page's, and they are
 * in long before the visitor can press Send, offline too, on a first visit before the service worker
 * has the offline copy. The database is opened as the opener does it, so what follows it (the
 * outbox's count on the page) sees it open.
 */
export const outboxCode = loadOnce(async () => {
  const [code] = await Promise.all([import("./outbox"), deviceDatabase()]);
  return code;
});
