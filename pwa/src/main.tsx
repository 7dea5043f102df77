/**
 * The page the server rendered is painted before the app's code is fetched: the browser shows it at
 * once, and the app's code waits until that first paint is on the screen, so on a slow network the
 * page's fonts, styles and pictures do not share the line with it. A page with nothing rendered in
 * it (the admin, which is not rendered on the server) starts at once, as does a tab opened in the
 * background, which paints nothing until it is shown. Where the browser does not report paints,
 * starting waits for the frame after; where a report never comes, a few seconds at most.
 * The entry carries no stylesheet: the site's styles come with the app's start (inlined by the
 * server in the pages it renders), so a page's styles are always applied in one order, whichever
 * way they arrived.
 */
const LONGEST_WAIT_FOR_PAINT_MS = 3000;

function afterFirstPaint(root: HTMLElement, run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  const painted = performance.getEntriesByType("paint").length > 0;
  if (painted || !root.hasChildNodes() || document.visibilityState === "hidden") {
    start();
  } else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const paints = new PerformanceObserver(() => {
      paints.disconnect();
      start();
    });
    paints.observe({ type: "paint" });
    setTimeout(start, LONGEST_WAIT_FOR_PAINT_MS);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
afterFirstPaint(root, () => {
  // All are fetched at once. React's renderer, the router and the query cache each set themselves up
  // in a task of their own as they arrive, so the app's own start is a short task after them.
  void import("./app/dom-renderer");
  void import("./app/router-code");
  void import("./app/query-code");
  void import("./app/start").then(({ startApp }) => startApp(root));
});
