/**
 * The page the server rendered is painted before the app's code runs: the browser shows it at once,
 * and starting the app waits for the frame after. A tab opened in the background paints nothing
 * until it is shown, so there the app starts at once. The entry carries no stylesheet: the site's
 * styles come with the app's start (inlined by the server in the pages it renders), so a page's
 * styles are always applied in one order, whichever way they arrived.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === "hidden") run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
afterFirstPaint(() => void import("./app/start").then(({ startApp }) => startApp(root)));
