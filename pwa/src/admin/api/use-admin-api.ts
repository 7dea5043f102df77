import { QueryClient, type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { EndpointName } from "#core/endpoints";
import {
  ApiError,
  type ApiResponse,
  type CallOptions,
  callApi,
  NetworkError,
} from "../../data/api/api-client";
import { refreshDeviceCopy } from "../../data/sync/catalogue";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { useAdminSession } from "../shell/admin-session";
import { fromServerFirst } from "./kept-reads";
import { isAdminWrite, publicPathsStaleAfter, type ReadName, STALE_AFTER } from "./stale-after-write";

/**
 * The admin's cache of server answers. A read is tried even when the browser believes it is offline,
 * so the owner sees why it failed and a Retry button instead of a spinner waiting for a network that
 * may never say it is back; nothing is retried behind the owner's back. Reads are fetched again when
 * the connection returns and after any write that touches them, and kept on the device for when the
 * admin reopens offline.
 */
export const createAdminQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: "always", persister: fromServerFirst } },
  });

/**
 * Calls the API as the signed-in admin. A 401 (expired or revoked token) ends the session and
 * sends the owner to the login page with the server's explanation. A write answers once what it
 * made stale has been fetched again, here and in the visitors' copies on this device.
 */
export function useAdminApi() {
  const { token, endSession } = useAdminSession();
  const queryClient = useQueryClient();
  return useCallback(
    async <N extends EndpointName>(name: N, options: Omit<CallOptions<N>, "token"> = {}) => {
      let answer: ApiResponse<N>;
      try {
        answer = await callApi(name, { ...options, token });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) endSession(answerText(error));
        throw error;
      }
      if (isAdminWrite(name)) {
        // Catching up is best effort: the write itself has succeeded either way.
        for (const path of publicPathsStaleAfter(name)) refreshDeviceCopy(path).catch(() => {});
        await Promise.all(
          STALE_AFTER[name].map((read) => queryClient.invalidateQueries({ queryKey: [read] })),
        );
      }
      return answer;
    },
    [token, endSession, queryClient],
  );
}

/** A sentence for any failed admin call: the server's own words, or why it never got there. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return answerText(error);
  if (error instanceof NetworkError) return t("admin.offline.cannotReach");
  return fallback;
}

interface QueryOptions<Data> {
  params?: Record<string, string>;
  /**
   * Fetch again on this period while the screen is open (the sidebar's unread count), or on the
   * period the last answer calls for (none: false).
   */
  refetchInterval?: number | ((data: Data | undefined) => number | false);
  /** False where only the server's answer may be shown: the dashboard's figures say zero, not old ones (the spec's Development Mode). */
  keptCopy?: boolean;
  /** False until the screen shows what it reads (a dialog not yet opened). */
  enabled?: boolean;
}

/** One admin GET, cached per endpoint and parameters and fetched again after any write that touches it. */
export function useAdminQuery<N extends ReadName>(
  name: N,
  { params, refetchInterval, keptCopy = true, enabled = true }: QueryOptions<ApiResponse<N>> = {},
): UseQueryResult<ApiResponse<N>> {
  const call = useAdminApi();
  return useQuery({
    queryKey: [name, params ?? {}],
    meta: { keptCopy },
    enabled,
    queryFn: ({ signal }) => call(name, { params, signal }),
    refetchInterval:
      typeof refetchInterval === "function" ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}
