import type { z } from "zod";
import type { Api, ErrorResponse } from "#core/api";
import { buildPath, type EndpointName, endpoints } from "#core/endpoints";
import { reportReachable } from "./reachability";

/**
 * A non-2xx answer: `message` is the server's own sentence when it sent one; `issues` the fields
 * at fault, each with the check it failed; `code` the refusal's name, when it has one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: NonNullable<ErrorResponse["issues"]> = [],
    readonly code?: string,
    /** How long the server asked to wait before trying again (its Retry-After), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** An error answer's body as an ApiError, or null when it is not the API's own. */
export function apiErrorFrom(status: number, body: unknown, retryAfter?: string | null): ApiError | null {
  const answer = body as Partial<ErrorResponse> | null;
  if (typeof answer?.error !== "string") return null;
  const wait = Number(retryAfter);
  return new ApiError(
    status,
    answer.error,
    answer.issues ?? [],
    answer.code,
    retryAfter && Number.isFinite(wait) && wait > 0 ? wait : undefined,
  );
}

/** The request never reached the server (offline, DNS, connection reset). */
export class NetworkError extends Error {}

/** What an endpoint answers, as its schema in the contract describes it. */
export type ApiResponse<N extends EndpointName> = z.output<Api[N]["response"]>;

type Body<N extends EndpointName> = Api[N] extends { body: z.ZodType } ? z.input<Api[N]["body"]> : never;

export interface CallOptions<N extends EndpointName> {
  params?: Record<string, string>;
  /** The query string's fields; those left undefined are not sent. */
  query?: Record<string, string | undefined>;
  body?: Body<N>;
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function withQuery(path: string, query: CallOptions<EndpointName>["query"] = {}): string {
  const fields = Object.entries(query).filter((field): field is [string, string] => field[1] !== undefined);
  return fields.length ? `${path}?${new URLSearchParams(fields)}` : path;
}

async function send(
  method: string,
  path: string,
  init: RequestInit & { headers: Headers },
): Promise<Response> {
  try {
    const response = await fetch(path, { ...init, method, credentials: "same-origin" });
    reportReachable(true);
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    reportReachable(false);
    throw new NetworkError(error instanceof Error ? error.message : "Network error");
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const error = apiErrorFrom(response.status, await response.json(), response.headers.get("retry-after"));
    if (error) return error;
  } catch {
    // Not JSON: a proxy or an outage page; fall through to a generic message.
  }
  return new ApiError(response.status, `The server answered ${response.status}`);
}

/** Calls one endpoint of the contract by name, typed by its schemas (types only: no zod is shipped). */
export async function callApi<N extends EndpointName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<ApiResponse<N>> {
  const endpoint = endpoints[name];
  const headers = new Headers(options.headers);
  headers.set("accept", "application/json");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const response = await send(
    endpoint.method,
    withQuery(buildPath(endpoint.path, options.params), options.query),
    {
      headers,
      body,
      signal: options.signal,
    },
  );
  if (!response.ok) throw await errorFrom(response);
  // A file (a backup's archive) comes as it is, a Blob; every other answer is JSON.
  if (!response.headers.get("content-type")?.includes("json"))
    return (await response.blob()) as ApiResponse<N>;
  // The answer is typed by the contract's schema rather than checked by it: the client ships no zod.
  const data: ApiResponse<N> = await response.json();
  return data;
}

export type Revalidation = { status: 200; data: unknown; etag: string | null } | { status: 304 };

/** A conditional GET: 304 when the copy on the device (by its ETag) is still current. */
export async function revalidate(
  path: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<Revalidation> {
  const headers = new Headers({ accept: "application/json" });
  if (etag) headers.set("if-none-match", etag);
  const response = await send("GET", path, { headers, signal, cache: "no-cache" });
  if (response.status === 304) return { status: 304 };
  if (!response.ok) throw await errorFrom(response);
  return { status: 200, data: await response.json(), etag: response.headers.get("etag") };
}
