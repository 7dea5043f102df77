import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type DeviceStore, useStoredState } from "./use-stored-state";

const EMPTY = { text: "" };

function memoryStore(kept: { text: string }) {
  const writes: { text: string }[] = [];
  const store: DeviceStore<{ text: string }> = {
    read: () => kept,
    write: (value) => void writes.push(value),
  };
  return { store, writes };
}

function renderStored(store: DeviceStore<{ text: string }>) {
  let renders = 0;
  const hook = renderHook(() => {
    renders++;
    return useStoredState(store, EMPTY);
  });
  return { ...hook, renders: () => renders };
}

describe("useStoredState", () => {
  it("renders once when the device keeps nothing but the empty value", () => {
    const { store, writes } = memoryStore(EMPTY);
    const { result, renders } = renderStored(store);
    expect(result.current[0]).toBe(EMPTY);
    expect(renders()).toBe(1);
    expect(writes.every((value) => value.text === "")).toBe(true);
  });

  it("shows what the device kept and never writes the empty first value over it", () => {
    const { store, writes } = memoryStore({ text: "half a message" });
    const { result } = renderStored(store);
    expect(result.current[0]).toEqual({ text: "half a message" });
    expect(writes).toEqual([{ text: "half a message" }]);
  });

  it("keeps each change, the empty value put back included", () => {
    const { store, writes } = memoryStore({ text: "kept" });
    const { result } = renderStored(store);
    act(() => result.current[1]({ text: "kept, and more" }));
    act(() => result.current[1](EMPTY));
    expect(writes.at(-2)).toEqual({ text: "kept, and more" });
    expect(writes.at(-1)).toBe(EMPTY);
  });
});
