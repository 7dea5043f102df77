import { useEffect } from "react";
import { inLanguage } from "#core/in-language";
import { useSettings } from "../data/api/public-reads";
import { pageLanguage } from "../i18n/page-language";
import { useShopName } from "./shop-name";

/**
 * Keeps the tab's title right on every navigation: "Page | Shop", or the shop's SEO title in the
 * page's language at home, as the server wrote it into the page (page-meta.ts).
 */
export function useDocumentTitle(page: string | null) {
  const { settings } = useSettings();
  const siteName = useShopName();
  const seoTitle = inLanguage(settings.seo, pageLanguage()).metaTitle || siteName;
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : seoTitle;
  }, [page, siteName, seoTitle]);
}
