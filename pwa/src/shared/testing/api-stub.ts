import { cleanup } from "@testing-library/react";
import { vi } from "vitest";

export const jsonResponse = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), {
    status,
    headers: { "content-type": "application/json", etag: '"1"' },
  });

/**
 * Stubs fetch: each path listed gets its answer, every other request fails as if offline (so
 * settings fall back to their defaults). `"offline"` makes a listed path fail too.
 */
export function stubApi(answers: Record<string, (() => Response | Promise<Response>) | "offline"> = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[path] ?? "offline";
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return answer();
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

/**
 * Unmounts, then lets refreshes already under way (they read the device first, then fetch) reach the
 * stub, so none of them goes to the real network after the stub is removed.
 */
export async function unmountAndRestoreFetch() {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
}
