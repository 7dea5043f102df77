import { type Dispatch, type SetStateAction, useEffect, useLayoutEffect, useRef, useState } from "react";

/** A value kept on the device (localStorage, sessionStorage); `read` and `write` never throw. */
export interface DeviceStore<T> {
  read(): T;
  write(value: T): void;
}

/** Stored values are JSON: the same text is the same value. */
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * State kept in `store` as it changes. The server cannot see the device's storage, so the first
 * render shows `empty`, as the server's HTML does; the stored value replaces it before the page is
 * painted. Nothing is written until then, or the empty first value would erase what was kept. A
 * value set before then (typed into the server's HTML before the app started) is newer than the
 * stored one: it stays, and is what gets kept. `store` must keep its identity between renders.
 *
 * Only a stored value that differs from the rendered one renders again: an update from a layout
 * effect is rendered at once, with every effect of the page's first render in the same task, a long
 * one on a phone.
 */
export function useStoredState<T>(store: DeviceStore<T>, empty: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(empty);
  const rendered = useRef(value);
  const loadedFrom = useRef<DeviceStore<T> | null>(null);
  // The stored value is on its way into the state: the rendered one is not to be written meanwhile.
  const loading = useRef(false);
  useLayoutEffect(() => {
    const stored = store.read();
    loadedFrom.current = store;
    if (sameValue(stored, rendered.current)) return;
    loading.current = true;
    setValue((current) => (current === rendered.current ? stored : current));
  }, [store]);
  useEffect(() => {
    if (loadedFrom.current !== store || (loading.current && value === rendered.current)) return;
    loading.current = false;
    store.write(value);
  }, [store, value]);
  return [value, setValue];
}
