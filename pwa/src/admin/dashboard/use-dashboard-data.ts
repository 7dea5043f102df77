import { useCallback, useEffect, useState } from "react";
import type { ActivityEntry } from "#core/schemas/activity";
import { ApiError, NetworkError } from "../../data/api-client";
import { useAdminApi } from "../shell/use-admin-api";

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

/** The three catalogue counts and the recent activity, loaded together and again on reload(). */
export function useDashboardData() {
  const call = useAdminApi();
  const [counts, setCounts] = useState<DashboardState>({ status: "loading" });
  const [activity, setActivity] = useState<ActivityState>({ status: "loading" });

  const reload = useCallback(async () => {
    setCounts({ status: "loading" });
    setActivity({ status: "loading" });
    // The activity endpoint's default limit (20) is what the dashboard shows.
    const [all, featured, entries] = await Promise.allSettled([
      call("listJewelry"),
      call("listFeaturedJewelry"),
      call("activity"),
    ]);
    if (all.status === "fulfilled" && featured.status === "fulfilled") {
      setCounts({
        status: "ready",
        counts: {
          total: all.value.length,
          featured: featured.value.length,
          categories: new Set(all.value.map((item) => item.category)).size,
        },
      });
    } else {
      const failed = [all, featured].find((result) => result.status === "rejected");
      const error: unknown = failed?.reason;
      setCounts(isUnreachable(error) ? { status: "unreachable" } : { status: "error", error });
    }
    setActivity(
      entries.status === "fulfilled"
        ? { status: "ready", entries: entries.value }
        : { status: "error", error: entries.reason },
    );
  }, [call]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { counts, activity, reload };
}
