import { describe, expect, it } from "vitest";
import { languageFontPreloads, shellForLanguage } from "./language-fonts";
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

describe("the shell's preloads of the Latin faces", () => {
  const shell = [
    "<head>",
    '<link rel="preload" href="/assets/inter-latin-wght-a1.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="preload" href="/assets/playfair-display-latin-wght-e5.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="icon" href="/icons/favicon.svg">',
    "</head>",
  ].join("\n");

  it("stay on an English page", () => {
    expect(shellForLanguage(shell, "en")).toBe(shell);
  });

  it("leave a Bengali page, which preloads its own letters instead; nothing else goes", () => {
    expect(shellForLanguage(shell, "bn")).toBe(
      '<head>\n<link rel="icon" href="/icons/favicon.svg">\n</head>',
    );
  });
});
