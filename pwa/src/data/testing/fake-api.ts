import { cleanup } from "@testing-library/react";
import { vi } from "vitest";

/** One request as the fake API received it. */
export interface SentRequest {
  method: string;
  /** The address without its query: "/api/jewelry". */
  path: string;
  /** The query with its "?", or "" when there is none. */
  search: string;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  headers: Headers;
}

/** A status with a JSON body (and any headers), or a failure like the network's: the device is offline. */
export type Answer = { status: number; body?: unknown; headers?: HeadersInit } | "network-error";

export type ApiHandler = (request: SentRequest) => Answer | Promise<Answer>;

export const json = (body: unknown, status = 200): Answer => ({ status, body });

/**
 * Answers each address listed (with its query, or the path alone) and every other request with
 * `otherwise`: by default a network failure, as on a device offline.
 */
export const byPath =
  (answers: Record<string, Answer | Promise<Answer>>, otherwise: Answer = "network-error"): ApiHandler =>
  ({ path, search }) =>
    answers[path + search] ?? answers[path] ?? otherwise;

/** An answer the test gives later: requests answered with `answer` wait until `give` is called. */
export function laterAnswer() {
  let give: (answer: Answer) => void = () => {};
  const answer = new Promise<Answer>((resolve) => {
    give = resolve;
  });
  return { answer, give };
}

/**
 * Stubs fetch with a fake API: every request is recorded, in order, and `handler` answers it. With
 * no handler every request fails like the network, as on a device offline.
 */
export function fakeApi(handler: ApiHandler = () => "network-error"): SentRequest[] {
  const requests: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const request: SentRequest = {
      method: (init.method ?? "GET").toUpperCase(),
      path: url.pathname,
      search: url.search,
      body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const answer = await handler(request);
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    const headers = new Headers(answer.headers);
    if (answer.body === undefined) return new Response(null, { status: answer.status, headers });
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  });
  return requests;
}

/**
 * Unmounts, then lets refreshes already under way (they read the device first, then fetch) reach the
 * fake, so none of them goes to the real network after the fake is removed.
 */
export async function unmountAndRestoreFetch() {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
}
