import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "./button";

/**
 * A list row's Move up and Move down, each named for the row and off at its end of the list. The
 * buttons carry `data-move` ("up", "down"), for the list to put the focus back where it was.
 */
export function MoveButtons({
  index,
  count,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        kind="ghost"
        size="small"
        data-move="up"
        aria-label={upLabel}
        title={upLabel}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp size={14} aria-hidden="true" />
      </Button>
      <Button
        kind="ghost"
        size="small"
        data-move="down"
        aria-label={downLabel}
        title={downLabel}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown size={14} aria-hidden="true" />
      </Button>
    </>
  );
}
