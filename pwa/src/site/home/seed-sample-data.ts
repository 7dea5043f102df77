import { callApi } from "../../data/api/api-client";

let requested = false;

/** The spec's one call per app start when Home loads; the server seeds at most once in its life. */
export function requestSampleData(): void {
  if (requested || !navigator.onLine) return;
  requested = true;
  callApi("initSampleData").catch(() => {
    // Its answer is ignored by design: the catalogue refresh shows whatever exists.
  });
}
