import type { Language } from "#core/language";
import { siteCatalogues } from "./messages";

/** Makes the site's messages in `language` ready, before anything renders in it. */
export async function loadSiteMessages(language: Language): Promise<void> {
  if (language === "bn") siteCatalogues.bn ??= (await import("./bn-site-messages")).bnSiteMessages;
}
