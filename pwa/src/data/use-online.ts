import { useSyncExternalStore } from "react";
import { isOnline, subscribeReachability } from "./reachability";

/** Whether the server can be reached (see reachability.ts); the server renders as online. */
export const useOnline = (): boolean => useSyncExternalStore(subscribeReachability, isOnline, () => true);
