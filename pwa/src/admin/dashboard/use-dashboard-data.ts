import type { ActivityEntry } from "#core/schemas/activity";
import { ApiError, NetworkError } from "../../data/api/api-client";
import { useAdminQuery } from "../api/use-admin-api";

export interface DashboardCounts {
  total: number;
  featured: number;
  categories: number;
}

export type DashboardState =
  | { status: "loading" }
  | { status: "ready"; counts: DashboardCounts }
  /** The server cannot be reached: the counts read zero under a "Development Mode" note rather than an error. */
  | { status: "unreachable" }
  | { status: "error"; error: unknown };

export type ActivityState =
  | { status: "loading" }
  | { status: "ready"; entries: ActivityEntry[] }
  | { status: "error"; error: unknown };

const ZERO: DashboardCounts = { total: 0, featured: 0, categories: 0 };

/** No answer at all, or the server (or a proxy before it) failing: both mean "not reachable". */
const isUnreachable = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);

export const countsOf = (state: DashboardState): DashboardCounts | null =>
  state.status === "ready" ? state.counts : state.status === "loading" ? null : ZERO;

/** The three catalogue counts and the recent activity; what was read stays shown while it is read again. */
export function useDashboardData() {
  // Today's figures or, without the server, the spec's zeros under its notice: never old figures.
  const all = useAdminQuery("listJewelry", { keptCopy: false });
  const featured = useAdminQuery("listFeaturedJewelry", { keptCopy: false });
  // The activity endpoint's default limit (20) is what the dashboard shows.
  const entries = useAdminQuery("activity");

  let counts: DashboardState = { status: "loading" };
  const failed = [all, featured].find((query) => query.isError && !query.isFetching);
  if (all.data && featured.data) {
    counts = {
      status: "ready",
      counts: {
        total: all.data.length,
        featured: featured.data.length,
        categories: new Set(all.data.map((item) => item.category)).size,
      },
    };
  } else if (failed) {
    counts = isUnreachable(failed.error)
      ? { status: "unreachable" }
      : { status: "error", error: failed.error };
  }

  let activity: ActivityState = { status: "loading" };
  if (entries.data) activity = { status: "ready", entries: entries.data };
  else if (entries.isError && !entries.isFetching) activity = { status: "error", error: entries.error };

  const reload = () => Promise.all([all.refetch(), featured.refetch(), entries.refetch()]);
  return { counts, activity, reload };
}
