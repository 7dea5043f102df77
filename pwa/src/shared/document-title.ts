import { useEffect } from "react";
import { useSettings } from "../data/use-settings";

/** Keeps the tab's title right on every navigation: "Page | Shop", or the shop's SEO title at home. */
export function useDocumentTitle(page: string | null) {
  const { settings } = useSettings();
  const siteName = settings.homePage.siteName;
  const seoTitle = settings.seo.metaTitle || siteName;
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : seoTitle;
  }, [page, siteName, seoTitle]);
}
