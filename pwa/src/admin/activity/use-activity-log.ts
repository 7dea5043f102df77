import { useInfiniteQuery } from "@tanstack/react-query";
import type { ActivityKind } from "#core/schemas/activity";
import { useAdminApi } from "../api/use-admin-api";

/** Entries fetched at a time; a page this full may have older ones behind it. */
export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityFilter {
  kind?: ActivityKind;
  search?: string;
}

/**
 * The activity log under a filter, newest first, a page at a time. Its key starts with the endpoint's
 * name, so any write that makes the activity stale fetches it again, as it does the dashboard's.
 */
export function useActivityLog({ kind, search }: ActivityFilter) {
  const call = useAdminApi();
  return useInfiniteQuery({
    queryKey: ["activity", "log", { kind, search }],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      call("activity", {
        query: {
          limit: String(ACTIVITY_PAGE_SIZE),
          kind,
          search: search || undefined,
          before: pageParam === undefined ? undefined : String(pageParam),
        },
        signal,
      }),
    getNextPageParam: (page) => (page.length === ACTIVITY_PAGE_SIZE ? page.at(-1)?.id : undefined),
  });
}
