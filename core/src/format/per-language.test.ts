import { describe, expect, it } from "vitest";
import type { Language } from "../language";
import { perLanguage } from "./per-language";

describe("perLanguage", () => {
  it("builds nothing until a language is asked for, then each language once", () => {
    const built: Language[] = [];
    const formatter = perLanguage((language) => {
      built.push(language);
      return { language };
    });
    expect(built).toEqual([]);

    const english = formatter("en");
    expect(formatter("en")).toBe(english);
    expect(built).toEqual(["en"]);

    expect(formatter("bn")).toEqual({ language: "bn" });
    expect(formatter("bn")).toBe(formatter("bn"));
    expect(built).toEqual(["en", "bn"]);
  });
});
