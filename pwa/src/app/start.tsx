import "./zod-without-eval";
import "../styles/global.css";
import { StrictMode, startTransition, useEffect } from "react";
import { languageOfPath } from "#core/language";
import { keepOnDevice, seedFromServedPage } from "../data/api/public-reads";
import { deviceDatabase, openedDeviceDatabase } from "../data/device/device-database";
import { outboxCode } from "../data/outbox/outbox-code";
import { registerServiceWorker, whenServiceWorkerControls } from "../data/sync/service-worker-registration";
import { renewLanguageCookie } from "../i18n/language-choice";
import { loadSiteMessages } from "../i18n/load-messages";
import { setPageLanguage } from "../i18n/page-language";
import { createRoot, hydrateRoot } from "./dom-renderer";
import { loadMatchedPages } from "./load-matched-pages";
import { routerBasename } from "./router-basename";
import { createBrowserRouter, RouterProvider } from "./router-code";
import { routes } from "./routes";

/**
 * Rendered after the router, so its effect runs once the whole first page has: the page is the
 * app's own from now on (clicks and typing reach it).
 */
function Started({ onStarted }: { onStarted: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.started = "";
    onStarted();
  }, [onStarted]);
  return null;
}

/**
 * The service worker registers once the first page is the visitor's: its install downloads the
 * whole offline copy, which on a phone would otherwise compete with the page's own code for the
 * connection and the processor.
 */
function registerOnce(): () => void {
  let registered = false;
  return () => {
    if (!registered) void registerServiceWorker();
    registered = true;
  };
}

/** Lets the browser paint and answer input before the next step runs, in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in `root`: hydrates the page the server rendered, or renders the service worker's
 * shell. Loading the page's code and hydrating are separate tasks, and hydration runs as a
 * transition, so React does it in slices: no step holds the main thread for long.
 */
export async function startApp(root: HTMLElement) {
  // One language per page load, read from the address as the server read it (ADR 021).
  const language = languageOfPath(window.location.pathname);
  setPageLanguage(language);
  // The service worker's shell is one file for both languages; the server's page already says so,
  // and setting it again, even unchanged, makes the browser restyle the whole page for `:lang()`.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  renewLanguageCookie();
  await loadSiteMessages(language);
  const basename = routerBasename(language);
  // The server's page carries what it was rendered with; the service worker's shell carries nothing.
  const served = seedFromServedPage();
  if (served) {
    await nextTask();
    await loadMatchedPages(routes, window.location, basename);
    await nextTask();
  }
  const router = createBrowserRouter(routes, { basename });
  if (served) await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <Started onStarted={registerOnce()} />
    </StrictMode>
  );
  if (served) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
  keepDeviceCopy(served?.saved === false ? served.paths : null);
}

/**
 * When the device's database opens. A page the server has just rendered needs nothing from it: its
 * reads become the device's copy once the site can open offline (the service worker keeps them when
 * it controls the page, ADR 042), or at once when the browser goes offline, when the page opens the
 * database too: offline, the device's copy is all there is. Any other start reads the device's copy,
 * so the database opens at once. Whatever opens it, the outbox then sends what an earlier visit left
 * queued.
 */
function keepDeviceCopy(freshReads: string[] | null) {
  if (freshReads) {
    let kept = false;
    const keep = () => {
      if (!kept) void keepOnDevice(freshReads);
      kept = true;
    };
    void whenServiceWorkerControls().then(keep);
    window.addEventListener(
      "offline",
      () => {
        keep();
        void deviceDatabase();
      },
      { once: true },
    );
  } else void deviceDatabase();
  void openedDeviceDatabase()
    .then(outboxCode)
    .then(({ startOutboxSender }) => startOutboxSender());
}
