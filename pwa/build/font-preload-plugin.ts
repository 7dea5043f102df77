import path from "node:path";
import type { HtmlTagDescriptor, Plugin, Rollup } from "vite";
import { FONTS_DIR, WEB_FONTS } from "./web-fonts";

/**
 * Preload links for `sources` (font files as the build names their origin, relative to its root),
 * under the hashed names the build gave them. Without them the browser finds a font only once the
 * stylesheet has arrived and the page is laid out, and swaps it in late.
 */
export function fontPreloadTags(
  bundle: Rollup.OutputBundle,
  base: string,
  sources: readonly string[],
): HtmlTagDescriptor[] {
  const assets = Object.values(bundle).filter((file) => file.type === "asset");
  return sources.map((source) => {
    const asset = assets.find((file) => file.originalFileNames.includes(source));
    // A preload whose file went missing would fail in silence; the build stops instead.
    if (!asset) throw new Error(`${source} is not in the build: no stylesheet uses it`);
    return {
      tag: "link",
      attrs: {
        rel: "preload",
        href: `${base}${asset.fileName}`,
        as: "font",
        type: "font/woff2",
        crossorigin: true,
      },
      injectTo: "head",
    };
  });
}

/**
 * The Latin web fonts are on every first view: the brand and headings in Playfair, the text in Inter.
 * The Bengali faces load when a page shows Bengali (or the taka sign), not before.
 */
export function fontPreload(): Plugin {
  let base = "/";
  let sources: string[] = [];
  return {
    name: "font-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
      sources = WEB_FONTS.filter((font) => font.preload).map((font) =>
        path.relative(config.root, path.join(FONTS_DIR, font.file)).split(path.sep).join("/"),
      );
    },
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) => (bundle ? fontPreloadTags(bundle, base, sources) : []),
    },
  };
}
