import { useEffect } from "react";
import { pathInLanguage } from "#core/language";
import { pageLanguage } from "../../i18n/page-language";

/**
 * The admin window installs as its own app (manifest scope /admin, or /bn/admin in Bengali). The
 * server names that manifest in pages it serves under /admin; this covers arriving there inside the
 * single-page app.
 */
export function useAdminManifest() {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const previous = link.getAttribute("href");
    link.setAttribute("href", pathInLanguage("/admin.webmanifest", pageLanguage()));
    return () => {
      if (previous) link.setAttribute("href", previous);
    };
  }, []);
}
