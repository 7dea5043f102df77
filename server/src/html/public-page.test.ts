import { describe, expect, it } from "vitest";
import { type PublicPage, resolvePublicPage } from "./public-page";

describe("resolvePublicPage", () => {
  it.each<[string, PublicPage]>([
    ["/", { kind: "home" }],
    ["/about", { kind: "page", name: "about" }],
    ["/About/", { kind: "page", name: "about" }],
    ["/gold-calculator-enhanced", { kind: "page", name: "enhancedCalculator" }],
    ["/%6Aewelry", { kind: "page", name: "jewelry" }],
    ["/jewelry/AbC_12-xyz", { kind: "item", id: "AbC_12-xyz" }],
    ["/jewelry/AbC_12-xyz/", { kind: "item", id: "AbC_12-xyz" }],
    ["/jewelry/%2541", { kind: "item", id: "%41" }],
    ["/jewelry/%E0%A6%95", { kind: "item", id: "ক" }],
    ["/jewelry/%", { kind: "item", id: null }],
    ["/jewelry/%E0%A4%A", { kind: "item", id: null }],
    ["/collections/bridal", { kind: "collection", slug: "bridal" }],
    ["/Collections/gifts/", { kind: "collection", slug: "gifts" }],
    ["/collections/%", { kind: "collection", slug: null }],
    ["/collections", { kind: "not-found" }],
    ["/collections/a/b", { kind: "not-found" }],
    ["/jewelry//", { kind: "not-found" }],
    ["/jewelry/a/b", { kind: "not-found" }],
    ["/%", { kind: "not-found" }],
    ["//", { kind: "not-found" }],
    ["//evil.example/x", { kind: "not-found" }],
    ["//about", { kind: "not-found" }],
    ["/about/x", { kind: "not-found" }],
    ["/gold-rates/display", { kind: "page", name: "goldRatesDisplay" }],
    ["/Gold-Rates/Display/", { kind: "page", name: "goldRatesDisplay" }],
    ["/gold-rates/%64isplay", { kind: "page", name: "goldRatesDisplay" }],
    ["/gold-rates/display/x", { kind: "not-found" }],
    ["/gold-rates//display", { kind: "not-found" }],
    ["/gold-rates%2Fdisplay", { kind: "not-found" }],
    ["/no-such-page", { kind: "not-found" }],
  ])("%s → %j", (path, page) => {
    expect(resolvePublicPage(path)).toEqual(page);
  });
});
