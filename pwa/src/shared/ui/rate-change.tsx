import styles from "./rate-change.module.css";

interface Props {
  direction: "up" | "down";
  /** The move's size as the page writes it ("৳1,166"). */
  amount: string;
  /** What a screen reader says in its place, in the page's words ("up ৳1,166 since the last board"). */
  spoken: string;
  className?: string;
}

/** "▲ ৳1,166" (a rise, red) or "▼ ৳1,166" (a fall, green), read out in words. */
export function RateChange({ direction, amount, spoken, className }: Props) {
  return (
    <span className={[styles.change, styles[direction], className].filter(Boolean).join(" ")}>
      <span aria-hidden="true">
        {direction === "up" ? "▲" : "▼"} {amount}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
