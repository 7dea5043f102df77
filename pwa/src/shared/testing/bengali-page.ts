import { afterEach, beforeEach } from "vitest";
import { loadSiteMessages } from "../../i18n/load-messages";
import { setPageLanguage } from "../../i18n/page-language";

/** The tests of the enclosing describe run on a page under /bn, its Bengali messages loaded. */
export function onBengaliPage(): void {
  beforeEach(async () => {
    setPageLanguage("bn");
    await loadSiteMessages("bn");
  });
  afterEach(() => setPageLanguage("en"));
}
