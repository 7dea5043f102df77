import path from "node:path";
import { type Rollup, resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { fontPreloadTags } from "./font-preload-plugin";

const asset = (fileName: string, originalFileName: string) =>
  ({ type: "asset", fileName, originalFileNames: [originalFileName] }) as unknown as Rollup.OutputAsset;

const bundle: Rollup.OutputBundle = {
  "assets/inter-latin-wght-B5BMQu5p.woff2": asset(
    "assets/inter-latin-wght-B5BMQu5p.woff2",
    "src/styles/fonts/inter-latin-wght.woff2",
  ),
  "assets/playfair-display-latin-wght-DjuB3eFZ.woff2": asset(
    "assets/playfair-display-latin-wght-DjuB3eFZ.woff2",
    "src/styles/fonts/playfair-display-latin-wght.woff2",
  ),
  "assets/logo-Ab12Cd34.svg": asset("assets/logo-Ab12Cd34.svg", "src/images/logo.svg"),
};

describe("font preloading", () => {
  it("links each font under its hashed name, as a cross-origin font request the stylesheet's will reuse", () => {
    expect(fontPreloadTags(bundle, "/", ["src/styles/fonts/inter-latin-wght.woff2"])).toEqual([
      {
        tag: "link",
        attrs: {
          rel: "preload",
          href: "/assets/inter-latin-wght-B5BMQu5p.woff2",
          as: "font",
          type: "font/woff2",
          crossorigin: true,
        },
        injectTo: "head",
      },
    ]);
  });

  it("follows the base the site is served under", () => {
    const [tag] = fontPreloadTags(bundle, "/shop/", ["src/styles/fonts/playfair-display-latin-wght.woff2"]);
    expect(tag?.attrs?.href).toBe("/shop/assets/playfair-display-latin-wght-DjuB3eFZ.woff2");
  });

  it("stops the build when a font to preload is not in it", () => {
    expect(() => fontPreloadTags(bundle, "/", ["src/styles/fonts/inter-latin-ext-wght.woff2"])).toThrow(
      /inter-latin-ext-wght\.woff2 is not in the build/,
    );
  });

  it("is part of the production build", async () => {
    const config = await resolveConfig(
      { configFile: path.join(import.meta.dirname, "..", "vite.config.ts"), logLevel: "silent" },
      "build",
      "production",
    );
    expect(config.plugins.map((plugin) => plugin.name)).toContain("font-preload");
  });
});
