import { type Dispatch, type SetStateAction, useEffect, useLayoutEffect, useState } from "react";

/** A value kept on the device (localStorage, sessionStorage); `read` and `write` never throw. */
export interface DeviceStore<T> {
  read(): T;
  write(value: T): void;
}

/**
 * State kept in `store` as it changes. The server cannot see the device's storage, so the first
 * render shows `empty`, as the server's HTML does; the stored value replaces it before the page is
 * painted. Nothing is written until then, or the empty first value would erase what was kept.
 * `store` must keep its identity between renders.
 */
export function useStoredState<T>(store: DeviceStore<T>, empty: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(empty);
  const [loadedFrom, setLoadedFrom] = useState<DeviceStore<T> | null>(null);
  useLayoutEffect(() => {
    setValue(store.read());
    setLoadedFrom(store);
  }, [store]);
  useEffect(() => {
    if (loadedFrom === store) store.write(value);
  }, [store, loadedFrom, value]);
  return [value, setValue];
}
