import { Fragment } from "react";
import { highlightParts } from "#core/search-highlight";
import styles from "./jewelry-card/jewelry-card.module.css";

/** `text` with the spellings the visitor's search found marked. */
export function HighlightedText({ text, spellings }: { text: string; spellings: readonly string[] }) {
  if (spellings.length === 0) return text;
  return highlightParts(text, spellings).map((part, at) =>
    part.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text have no identity but their place
      <mark key={at} className={styles.found}>
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <Fragment key={at}>{part.text}</Fragment>
    ),
  );
}
