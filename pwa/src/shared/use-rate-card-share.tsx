import { useState } from "react";
import type { Language } from "#core/language";
import { t } from "../i18n/messages";

export type RateCardShareState = "idle" | "working" | "downloaded" | "failed";

/** "Share today's rate": fetches the card and shares or saves it, its code loaded on the first tap. */
export function useRateCardShare() {
  const [state, setState] = useState<RateCardShareState>("idle");
  const share = async (card: { language: Language; title: string; text: string }) => {
    setState("working");
    try {
      const { shareTodaysRateCard } = await import("./share-rate-card");
      const how = await shareTodaysRateCard(card);
      setState(how === "downloaded" ? "downloaded" : "idle");
    } catch {
      setState("failed");
    }
  };
  return { state, share };
}

const STATUS_WORDS = {
  idle: null,
  working: "rates.share.working",
  downloaded: "rates.share.downloaded",
  failed: "rates.share.failed",
} as const;

/** What sharing the card did, read out as it happens; a failure in the screen's error look. */
export function RateCardShareStatus({
  state,
  className,
  errorClassName,
}: {
  state: RateCardShareState;
  className?: string;
  errorClassName?: string;
}) {
  const words = STATUS_WORDS[state];
  return (
    <p
      role="status"
      className={state === "failed" ? [className, errorClassName].filter(Boolean).join(" ") : className}
    >
      {words && t(words)}
    </p>
  );
}
