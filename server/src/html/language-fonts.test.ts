import { describe, expect, it } from "vitest";
import { languageFontPreloads } from "./language-fonts";
import type { ClientManifest } from "./page-assets";

const manifest: ClientManifest = {
  "index.html": { file: "assets/index-abc.js", css: ["assets/start-abc.css"] },
  "src/styles/fonts/inter-latin-wght.woff2": { file: "assets/inter-latin-wght-a1.woff2" },
  "src/styles/fonts/noto-sans-bengali-wght.woff2": { file: "assets/noto-sans-bengali-wght-b2.woff2" },
  "src/styles/fonts/taka-sign-wght.woff2": { file: "assets/taka-sign-wght-c3.woff2" },
  "src/styles/fonts/bengali-language-name-wght.woff2": { file: "assets/bengali-language-name-wght-d4.woff2" },
};

describe("a page's own letters, preloaded", () => {
  it("are the Bengali letters' file on a Bengali page, fetched as a font without credentials", () => {
    expect(languageFontPreloads(manifest, "bn")).toBe(
      '<link rel="preload" href="/assets/noto-sans-bengali-wght-b2.woff2" as="font" type="font/woff2" crossorigin />',
    );
  });

  it("are nothing more on an English page, whose Latin files the shell preloads", () => {
    expect(languageFontPreloads(manifest, "en")).toBe("");
  });
});
