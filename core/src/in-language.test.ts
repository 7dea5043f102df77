import { describe, expect, it } from "vitest";
import { inLanguage } from "./in-language";
import { jewelryInputSchema, jewelryPatchSchema } from "./schemas/jewelry";
import { homePageSchema, settingsSaveSchemas } from "./schemas/settings";
import { settingsDefaults } from "./settings-defaults";

const card = { title: "Certified Purity", description: "Hallmarked." };

describe("reading texts in a language", () => {
  it.each([
    ["a Bengali text", "বালা", "en", "Bangle"],
    ["a Bengali text", "বালা", "bn", "বালা"],
    ["a blank Bengali text", "", "bn", "Bangle"],
    ["a Bengali text of spaces only", "  \n ", "bn", "Bangle"],
    ["no Bengali text", undefined, "bn", "Bangle"],
    ["a Bengali text that is not text", 7, "bn", "Bangle"],
  ] as const)("with %s (%j), a page in %s reads %j", (_, bengali, language, expected) => {
    const item = { name: "Bangle", weight: 4, bn: { name: bengali } };
    expect(inLanguage(item as { name: string; weight: number; bn: object }, language)).toEqual({
      name: expected,
      weight: 4,
    });
  });

  it("reads groups deeply, each text on its own", () => {
    const section = {
      heroTitle: "Jewellery",
      features: { feature1: card, feature2: card },
      bn: { heroTitle: "", features: { feature1: { title: "খাঁটি সোনা", description: " " } } },
    };
    expect(inLanguage(section, "bn")).toEqual({
      heroTitle: "Jewellery",
      features: { feature1: { title: "খাঁটি সোনা", description: "Hallmarked." }, feature2: card },
    });
  });

  it("keeps what has no Bengali form, and never takes a Bengali key English does not have", () => {
    const section = {
      phone1: "+880 1711-234567",
      coordinates: { lat: 23.7 },
      bn: { phone1: "০১৭", extra: "x" },
    };
    expect(inLanguage(section, "bn")).toEqual({ phone1: "০১৭", coordinates: { lat: 23.7 } });
    const noCompanion = { title: "Contact" };
    expect(inLanguage(noCompanion, "bn")).toEqual({ title: "Contact" });
  });

  it("leaves the texts it was given as they were", () => {
    const section = { title: "About", bn: { title: "আমাদের কথা" } };
    inLanguage(section, "bn");
    expect(section).toEqual({ title: "About", bn: { title: "আমাদের কথা" } });
  });

  it("reads every default section in Bengali with no English left where the shop wrote Bengali", () => {
    const home = inLanguage(settingsDefaults.homePage, "bn");
    expect(home.heroTitle).toBe(settingsDefaults.homePage.bn?.heroTitle);
    expect(home.features.feature3.description).toBe(
      settingsDefaults.homePage.bn?.features.feature3.description,
    );
    expect(home.siteName).toBe("সোনালী জুয়েলার্স");
    expect(inLanguage(settingsDefaults.aboutUs, "bn").promise.reason4.title).toMatch(/\p{Script=Bengali}/u);
  });
});

describe("Bengali companions in the schemas", () => {
  const home = {
    siteName: "Shop",
    tagline: "",
    heroTitle: "Jewellery",
    heroSubtitle: "",
    features: { feature1: card, feature2: card, feature3: card },
  };

  it("are optional, and a group or text left out of them is blank", () => {
    expect(homePageSchema.parse(home)).not.toHaveProperty("bn");
    expect(homePageSchema.parse({ ...home, bn: {} }).bn).toEqual({
      siteName: "",
      tagline: "",
      heroTitle: "",
      heroSubtitle: "",
      features: {
        feature1: { title: "", description: "" },
        feature2: { title: "", description: "" },
        feature3: { title: "", description: "" },
      },
    });
    expect(
      homePageSchema.parse({ ...home, bn: { features: { feature2: { title: " হার " } } } }).bn?.features,
    ).toEqual({
      feature1: { title: "", description: "" },
      feature2: { title: "হার", description: "" },
      feature3: { title: "", description: "" },
    });
  });

  it("name the shop in Bengali, and in English where a copy saved before has no Bengali name", () => {
    const named = homePageSchema.parse({ ...home, bn: { siteName: " সোনালী জুয়েলার্স " } });
    expect(inLanguage(named, "bn").siteName).toBe("সোনালী জুয়েলার্স");
    expect(inLanguage(named, "en").siteName).toBe("Shop");
    const savedBefore = homePageSchema.parse({ ...home, bn: { heroTitle: "গয়না" } });
    expect(inLanguage(savedBefore, "bn")).toMatchObject({ siteName: "Shop", heroTitle: "গয়না" });
    expect(inLanguage(homePageSchema.parse(home), "bn").siteName).toBe("Shop");
  });

  it.each([
    [
      "homePage",
      { bn: { siteName: "ক".repeat(81) } },
      "bn.siteName",
      "Site name (Bengali) must be at most 80 characters",
    ],
    [
      "homePage",
      { bn: { heroTitle: "ক".repeat(121) } },
      "bn.heroTitle",
      "Hero title (Bengali) must be at most 120 characters",
    ],
    ["homePage", { bn: { heroTitle: 5 } }, "bn.heroTitle", "Hero title (Bengali) must be text"],
    ["homePage", { bn: "হার" }, "bn", undefined],
    [
      "aboutUs",
      { bn: { promise: { reason2: { title: "ক".repeat(81) } } } },
      "bn.promise.reason2.title",
      "Reason 2 title (Bengali) must be at most 80 characters",
    ],
    [
      "contactUs",
      { bn: { gettingHere: "a\u0000b" } },
      "bn.gettingHere",
      "Getting Here tips (Bengali) contains characters that are not allowed",
    ],
    [
      "footer",
      { bn: { copyright: "ক".repeat(201) } },
      "bn.copyright",
      "Copyright (Bengali) must be at most 200 characters",
    ],
    [
      "seo",
      { bn: { keywords: "ক".repeat(501) } },
      "bn.keywords",
      "Keywords (Bengali) must be at most 500 characters",
    ],
  ] as const)("%s refuses %j at %s", (section, change, path, message) => {
    const value = { ...settingsDefaults[section], ...change };
    const result = settingsSaveSchemas[section].safeParse(value);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join(".")).toBe(path);
    if (message) expect(issue?.message).toBe(message);
  });

  it("take as many characters as their English field", () => {
    const value = { ...settingsDefaults.homePage, bn: { heroTitle: "ক".repeat(120) } };
    expect(homePageSchema.safeParse(value).success).toBe(true);
  });

  const item = {
    name: "Bangle",
    description: "Gold.",
    category: "Bangles",
    metal: "Gold",
    purity: "22K",
    weight: 10,
    imageUrl: "/a.svg",
  };

  it("are optional on a new item, a text left out blank, and limited as the English texts", () => {
    expect(jewelryInputSchema.parse(item)).not.toHaveProperty("bn");
    expect(jewelryInputSchema.parse({ ...item, bn: { name: "বালা" } }).bn).toEqual({
      name: "বালা",
      description: "",
    });
    const tooLong = jewelryInputSchema.safeParse({ ...item, bn: { name: "ক".repeat(151) } });
    expect(tooLong.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["bn.name", "Name (Bengali) must be at most 150 characters"],
    ]);
  });

  it("change only what a patch names, within bn too", () => {
    expect(jewelryPatchSchema.parse({ featured: true })).toEqual({ featured: true });
    expect(jewelryPatchSchema.parse({ bn: { name: "চুড়ি" } })).toEqual({ bn: { name: "চুড়ি" } });
    expect(jewelryPatchSchema.safeParse({ bn: { description: 3 } }).error?.issues[0]?.path).toEqual([
      "bn",
      "description",
    ]);
  });
});
