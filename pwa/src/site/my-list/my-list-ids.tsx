import { createContext, type ReactNode, useContext } from "react";
import { useDeviceQuery } from "../../data/device/device-query";
import { readMyListIds } from "./my-list-store";

const NONE: readonly string[] = [];
const MyListIds = createContext<readonly string[]>(NONE);

/**
 * The ids on the visitor's list for the whole page, read from the device once: every card's heart,
 * the item's button and the header's count follow this one view of it.
 */
export function MyListIdsProvider({ children }: { children: ReactNode }) {
  const ids = useDeviceQuery("my-list-ids", readMyListIds, NONE);
  return <MyListIds.Provider value={ids}>{children}</MyListIds.Provider>;
}

/** The ids on the visitor's list; none until the device has answered (and on a first visit). */
export const useMyListIds = (): readonly string[] => useContext(MyListIds);
