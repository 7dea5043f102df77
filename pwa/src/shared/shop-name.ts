import { inLanguage } from "#core/in-language";
import { useSettings } from "../data/api/public-reads";
import { pageLanguage } from "../i18n/page-language";

/** The shop's name as the page's readers say it: its Bengali name on a Bengali page, if the owner gave one. */
export function useShopName(): string {
  const { settings } = useSettings();
  return inLanguage(settings.homePage, pageLanguage()).siteName;
}
