import type { Language } from "#core/language";
import { checkSentences } from "./issue-text";
import { siteCatalogues } from "./messages";

/** Makes the site's messages in `language` ready, before anything renders in it. */
export async function loadSiteMessages(language: Language): Promise<void> {
  if (language !== "bn") return;
  const { bnSiteMessages, bnChecks } = await import("./bn-site-messages");
  siteCatalogues.bn ??= bnSiteMessages;
  checkSentences.bn ??= bnChecks;
}
