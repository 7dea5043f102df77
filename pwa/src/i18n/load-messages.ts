import type { Language } from "#core/language";
import { checkSentences, refusalSentences } from "./issue-text";
import { siteCatalogues } from "./messages";

/** Makes the site's messages in `language` ready, before anything renders in it. */
export async function loadSiteMessages(language: Language): Promise<void> {
  if (language !== "bn") return;
  const { bnSiteMessages, bnChecks, bnSiteRefusals } = await import("./bn-site-messages");
  siteCatalogues.bn ??= bnSiteMessages;
  checkSentences.bn ??= bnChecks;
  refusalSentences.bn = { ...bnSiteRefusals, ...refusalSentences.bn };
}
