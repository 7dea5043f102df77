import { type RefObject, useEffect, useState } from "react";
import { ROW_ID_ATTRIBUTE } from "./jewelry-table";

export type FocusRequest = { rowId: string } | { rowIndex: number } | null;

/**
 * After an action removes or replaces the focused element (editor closed, row deleted, bulk bar
 * gone), focus goes to the row that matters, or else to a fallback, never to <body>.
 */
export function useFocusRequest(
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const [request, setRequest] = useState<FocusRequest>(null);
  useEffect(() => {
    if (!request) return;
    setRequest(null);
    const rows = [...(list.current?.querySelectorAll<HTMLTableRowElement>("tbody tr") ?? [])];
    let row: HTMLElement | null | undefined;
    if ("rowId" in request) {
      const button = [...(list.current?.querySelectorAll(`[${ROW_ID_ATTRIBUTE}]`) ?? [])].find(
        (element) => element.getAttribute(ROW_ID_ATTRIBUTE) === request.rowId,
      );
      row = button?.closest("tr");
    } else {
      row = rows[Math.min(request.rowIndex, rows.length - 1)];
    }
    (row ?? fallback.current)?.focus();
  }, [request, list, fallback]);
  return setRequest;
}
