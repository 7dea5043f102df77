import { useSyncExternalStore } from "react";

/**
 * Whether the server can be reached, as this page last found out. The browser's own flag only says
 * a network is attached: a phone on Wi-Fi without internet, or a page opened from the device's copy
 * while the connection is gone, can still read online. So a call that could not connect counts as
 * offline too, until a call gets an answer or the browser says the network is back.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Called by the API client after every request: an answer of any status means the server is there. */
export function reportReachable(reached: boolean): void {
  if (unreachable !== reached) return;
  unreachable = !reached;
  notify();
}

// The browser's reports count whether or not anything is listening: "online" clears a failed call.
if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    unreachable = false;
    notify();
  });
  window.addEventListener("offline", notify);
}

export function subscribeReachability(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export const isOnline = (): boolean => navigator.onLine && !unreachable;

/** Whether the server can be reached, for a page to show; the server renders as online. */
export const useOnline = (): boolean => useSyncExternalStore(subscribeReachability, isOnline, () => true);
