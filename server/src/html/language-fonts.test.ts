import { describe, expect, it } from "vitest";
import { shellForLanguage } from "./language-fonts";

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

  it("leave a Bengali page, drawn in the device's own font; nothing else goes", () => {
    expect(shellForLanguage(shell, "bn")).toBe(
      '<head>\n<link rel="icon" href="/icons/favicon.svg">\n</head>',
    );
  });
});
