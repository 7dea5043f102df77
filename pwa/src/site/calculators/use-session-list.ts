import { type Dispatch, type SetStateAction, useMemo } from "react";
import { z } from "zod";
import type { TraditionalWeight } from "#core/units";
import { type DeviceStore, useStoredState } from "../../data/device/use-stored-state";

const entrySchema = z.object({
  id: z.string(),
  name: z.string(),
  vori: z.number(),
  ana: z.number(),
  roti: z.number(),
  point: z.number(),
  gram: z.number(),
});

/** One line of a calculator list (spec: id, name, vori, ana, roti, point, gram). */
export type CalculatorEntry = z.infer<typeof entrySchema>;

export const LIST_KEYS = {
  gold: "calculators.goldList",
  enhanced: "calculators.enhancedList",
} as const;

function readList(key: string): CalculatorEntry[] {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return [];
    const parsed = z.array(entrySchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    // Storage blocked or the saved copy is not JSON: start with an empty list.
    return [];
  }
}

function writeList(key: string, entries: CalculatorEntry[]): void {
  try {
    if (entries.length === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(entries));
  } catch {
    // Storage full or blocked (some private modes): the list still works until the tab closes.
  }
}

/**
 * The spec keeps calculator lists off the server. They live in sessionStorage so that a reload or
 * an accidental back in the same tab keeps what was typed; closing the tab forgets them.
 */
export function useSessionList(
  key: string,
): [CalculatorEntry[], Dispatch<SetStateAction<CalculatorEntry[]>>] {
  const store = useMemo<DeviceStore<CalculatorEntry[]>>(
    () => ({ read: () => readList(key), write: (entries) => writeList(key, entries) }),
    [key],
  );
  return useStoredState(store, []);
}

export function createEntry(name: string, weight: TraditionalWeight, gram: number): CalculatorEntry {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return { id, name, ...weight, gram };
}
