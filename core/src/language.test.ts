import { describe, expect, it } from "vitest";
import { isLanguage, languageOfPath, pathInLanguage } from "./language";

describe("the language of an address", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/bnx", "en"],
    ["/jewelry/bn", "en"],
    ["/bn", "bn"],
    ["/bn/", "bn"],
    ["/bn/jewelry/abc", "bn"],
    ["/BN/about", "bn"],
  ])("%s is in %s", (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it.each([
    ["/", "bn", "/bn"],
    ["/about", "bn", "/bn/about"],
    ["/jewelry/abc", "bn", "/bn/jewelry/abc"],
    ["/bn/about", "bn", "/bn/about"],
    ["/bn", "en", "/"],
    ["/bn/", "en", "/"],
    ["/bn/jewelry/abc", "en", "/jewelry/abc"],
    ["/about", "en", "/about"],
    ["/bnx", "bn", "/bn/bnx"],
    ["/bn//evil.example/x", "en", "/evil.example/x"],
    ["///evil.example/x", "bn", "/bn/evil.example/x"],
    ["//evil.example/x", "en", "/evil.example/x"],
  ] as const)("%s in %s is %s", (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });

  it("knows its languages and nothing else", () => {
    expect(isLanguage("bn")).toBe(true);
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
