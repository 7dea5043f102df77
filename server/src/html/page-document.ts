import { createHash } from "node:crypto";
import { PAGE_READS_ELEMENT_ID, type PageReads } from "#core/page-render";
import { jsonForScript } from "./script-json";

/** The Content-Security-Policy source for one inline style element's exact text. */
export const styleHash = (css: string): string =>
  `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/**
 * The policy sources that let the style attributes of a rendered page apply (an uploaded photo's
 * colour while it loads): 'unsafe-hashes' with the hash of each attribute's exact text, so that one
 * text is allowed on any element and no other text is. React's markup writes every attribute in
 * double quotes with these entities, so a literal ` style="` is always an attribute.
 */
export function styleAttributeSources(html: string): string[] {
  const texts = new Set(
    Array.from(html.matchAll(/\sstyle="([^"]*)"/g), ([, text = ""]) =>
      text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity),
    ),
  );
  return texts.size === 0 ? [] : ["'unsafe-hashes'", ...Array.from(texts, styleHash)];
}

export interface PageParts {
  /** The app root's markup. */
  html: string;
  reads: PageReads;
  /**
   * The page's stylesheets: their text, inlined so the first paint waits for no stylesheet request,
   * and their site paths.
   */
  styles: { path: string; css: string }[];
}

/** The text of the page's one inline style element. */
export const inlineCss = (page: Pick<PageParts, "styles">): string =>
  page.styles.map((style) => style.css).join("\n");

/**
 * The built app shell with a rendered page in it: its markup in the root, the reads it was rendered
 * with beside it, its styles inline in place of the shell's stylesheet links. With the page's HTML
 * there, the shell's note that the site needs JavaScript is gone.
 *
 * Each inlined stylesheet is also linked, disabled: the code that loads a page's chunks finds it
 * already in the document instead of appending it again, which would apply it a second time after
 * the page's own rules and move them under the visitor's eyes. A disabled link is never fetched, so
 * it costs the phone no request and no second pass over the page's styles.
 */
export function fillShell(shell: string, page: PageParts): string {
  const appliedLinks = page.styles.map((style) => `<link rel="stylesheet" disabled href="${style.path}">`);
  return shell
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, "")
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, "")
    .replace(
      /<\/head>/i,
      () =>
        `  <style>${inlineCss(page)}</style>\n${appliedLinks.map((link) => `    ${link}\n`).join("")}  </head>`,
    )
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_READS_ELEMENT_ID}">${jsonForScript(page.reads)}</script>`,
    );
}
