import { useCallback, useEffect, useRef, useState } from "react";
import type { EndpointName } from "#core/endpoints";
import { ApiError, type CallOptions, callApi, NetworkError } from "../../data/api-client";
import { t } from "../../i18n/messages";
import { useAdminSession } from "./admin-session";

/**
 * Calls the API as the signed-in admin. A 401 (expired or revoked token) ends the session and
 * sends the owner to the login page with the server's explanation.
 */
export function useAdminApi() {
  const { token, endSession } = useAdminSession();
  return useCallback(
    async <N extends EndpointName>(name: N, options: Omit<CallOptions<N>, "token"> = {}) => {
      try {
        return await callApi(name, { ...options, token });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) endSession(error.message);
        throw error;
      }
    },
    [token, endSession],
  );
}

/** A sentence for any failed admin call: the server's own words, or why it never got there. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return t("admin.offline.cannotReach");
  return fallback;
}

export interface AdminQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Loads one admin GET on mount and on reload(); the admin is online-only, so nothing is kept. */
export function useAdminQuery<N extends EndpointName, T>(
  name: N,
  options: Omit<CallOptions<N>, "token"> = {},
): AdminQuery<T> {
  const call = useAdminApi();
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  });
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const key = JSON.stringify(options.params ?? {});
  const reload = useCallback(async () => {
    setState((current) => ({ ...current, loading: true }));
    try {
      const data = (await call(name, optionsRef.current)) as T;
      setState({ data, error: null, loading: false });
    } catch (error) {
      setState((current) => ({ ...current, error, loading: false }));
    }
  }, [call, name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the path parameters change
  useEffect(() => {
    void reload();
  }, [reload, key]);
  return { ...state, reload };
}
