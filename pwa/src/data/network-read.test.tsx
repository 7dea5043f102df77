import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNetworkRead } from "./network-read";

/** A network that answers each request when told to, and remembers whether it was cancelled. */
function heldNetwork() {
  const requests: { path: string; signal: AbortSignal; answer: (body: unknown) => void }[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal as AbortSignal;
      signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      requests.push({ path, signal, answer: (body) => resolve(Response.json(body)) });
    });
  });
  return requests;
}

describe("useNetworkRead", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("cancels a read another path has replaced, and shows only the answer to its own path", async () => {
    const requests = heldNetwork();
    const { result, rerender } = renderHook(({ path }) => useNetworkRead<{ q: string }>(path), {
      initialProps: { path: "/api/jewelry/page?q=b" },
    });
    rerender({ path: "/api/jewelry/page?q=ba" });
    await waitFor(() => expect(requests).toHaveLength(2));
    const [first, second] = requests;
    expect(first?.signal.aborted).toBe(true);
    expect(second?.signal.aborted).toBe(false);
    second?.answer({ q: "ba" });
    await waitFor(() => expect(result.current.data).toEqual({ q: "ba" }));
    expect(result.current.failed).toBe(false);
  });

  it("says so when its read fails, and reads nothing for no path", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const { result } = renderHook(() => useNetworkRead("/api/jewelry/page?q=b"));
    await waitFor(() => expect(result.current.failed).toBe(true));
    const none = renderHook(() => useNetworkRead(null));
    expect(none.result.current).toEqual({ data: undefined, failed: false });
  });
});
