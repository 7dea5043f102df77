import type { Language } from "#core/language";
import { siteCatalogues } from "./messages";

/** Makes the site's messages in `language` ready, before anything renders in it. */
export async function loadSiteMessages(language: Language): Promise<void> {
  if (language === "bn") siteCatalogues.bn ??= (await import("./bn-site-messages")).bnSiteMessages;
}

/** The same for the admin's messages, which visitors never download. */
export async function loadAdminMessages(language: Language): Promise<void> {
  if (language !== "bn") return;
  const [{ adminCatalogues }, { bnAdminMessages }] = await Promise.all([
    import("./admin-messages"),
    import("./bn-admin-messages"),
  ]);
  adminCatalogues.bn ??= bnAdminMessages;
}
