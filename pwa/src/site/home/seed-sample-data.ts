import { callApi } from "../../data/api/api-client";
import { idleMoment } from "../../data/sync/idle-moment";

let requested = false;

/** At most this long after Home is on screen, the call goes, idle or not. */
const LONGEST_WAIT_MS = 2000;

/**
 * The spec's one call per app start when Home loads; the server seeds at most once in its life. Its
 * answer is ignored, so it goes in an idle moment, apart from the page's start.
 */
export function requestSampleData(): void {
  if (requested || !navigator.onLine) return;
  requested = true;
  void idleMoment(LONGEST_WAIT_MS)
    .then(() => callApi("initSampleData"))
    .catch(() => {
      // Its answer is ignored by design: the catalogue refresh shows whatever exists.
    });
}
