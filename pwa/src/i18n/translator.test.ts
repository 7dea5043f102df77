import { afterEach, describe, expect, it } from "vitest";
import { type Catalogues, createTranslator } from "./messages";
import { pageLanguage, pageLocale, setPageLanguage } from "./page-language";

afterEach(() => setPageLanguage("en"));

describe("a translator over the languages' catalogues", () => {
  const english = { "rate.asOf": "As of {time}", "nav.home": "Home" };

  it("writes the page's language, with the parameters filled in", () => {
    const t = createTranslator<keyof typeof english>({
      en: english,
      bn: { "rate.asOf": "{time} অনুযায়ী", "nav.home": "হোম" },
    });
    expect(t("rate.asOf", { time: "10:15 AM" })).toBe("As of 10:15 AM");
    setPageLanguage("bn");
    expect(pageLanguage()).toBe("bn");
    expect(pageLocale()).toBe("bn-BD");
    expect(t("rate.asOf", { time: "১০:১৫" })).toBe("১০:১৫ অনুযায়ী");
    expect(t("nav.home")).toBe("হোম");
  });

  it("reads English for a language whose catalogue has not been loaded, and sees it once it is", () => {
    const catalogues: Catalogues<keyof typeof english> = { en: english };
    const t = createTranslator(catalogues);
    setPageLanguage("bn");
    expect(t("nav.home")).toBe("Home");
    catalogues.bn = { "rate.asOf": "{time} অনুযায়ী", "nav.home": "হোম" };
    expect(t("nav.home")).toBe("হোম");
  });

  it("writes a number given as a parameter in the page's digits, and a text as it is", () => {
    const t = createTranslator({
      en: { count: "Showing {shown} of {total}" },
      bn: { count: "{total}টির মধ্যে {shown}টি" },
    });
    expect(t("count", { shown: 12, total: 2026 })).toBe("Showing 12 of 2026");
    setPageLanguage("bn");
    expect(t("count", { shown: 12, total: 2026 })).toBe("২০২৬টির মধ্যে ১২টি");
    expect(t("count", { shown: "12", total: "৳1" })).toBe("৳1টির মধ্যে 12টি");
  });

  it("leaves a placeholder with no value as written, so a missing parameter shows", () => {
    const t = createTranslator<keyof typeof english>({ en: english });
    expect(t("rate.asOf")).toBe("As of {time}");
  });
});
