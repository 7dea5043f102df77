import { afterEach, describe, expect, it } from "vitest";
import { purityName } from "./jewelry-terms";
import { loadSiteMessages } from "./load-messages";
import { setPageLanguage } from "./page-language";

describe("a purity as the page writes it", () => {
  afterEach(() => setPageLanguage("en"));

  it.each([
    ["22K", "22K", "২২ ক্যারেট"],
    ["21 k", "21K", "২১ ক্যারেট"],
    ["18KT", "18K", "১৮ ক্যারেট"],
    ["24 Karat", "24K", "২৪ ক্যারেট"],
    ["PT950", "PT950", "পিটি৯৫০"],
    ["925", "925", "৯২৫"],
    ["Sterling 925", "Sterling 925", "Sterling ৯২৫"],
  ])("%s reads %s in English and %s in Bengali", async (typed, english, bengali) => {
    expect(purityName(typed)).toBe(english);
    setPageLanguage("bn");
    await loadSiteMessages("bn");
    expect(purityName(typed)).toBe(bengali);
  });
});
