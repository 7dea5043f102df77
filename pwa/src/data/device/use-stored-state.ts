import { type Dispatch, type SetStateAction, useEffect, useLayoutEffect, useRef, useState } from "react";

/** A value kept on the device (localStorage, sessionStorage); `read` and `write` never throw. */
export interface DeviceStore<T> {
  read(): T;
  write(value: T): void;
}

/**
 * State kept in `store` as it changes. The server cannot see the device's storage, so the first
 * render shows `empty`, as the server's HTML does; the stored value replaces it before the page is
 * painted. Nothing is written until then, or the empty first value would erase what was kept. A
 * value set before then (typed into the server's HTML before the app started) is newer than the
 * stored one: it stays, and is what gets kept. `store` must keep its identity between renders.
 */
export function useStoredState<T>(store: DeviceStore<T>, empty: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(empty);
  const rendered = useRef(value);
  const [loadedFrom, setLoadedFrom] = useState<DeviceStore<T> | null>(null);
  useLayoutEffect(() => {
    setValue((current) => (current === rendered.current ? store.read() : current));
    setLoadedFrom(store);
  }, [store]);
  useEffect(() => {
    if (loadedFrom === store) store.write(value);
  }, [store, loadedFrom, value]);
  return [value, setValue];
}
