import { describe, expect, it } from "vitest";
import { fillShell, styleAttributeSources, styleHash } from "./page-document";

const SHELL = `<!doctype html><html lang="en"><head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body></html>`;

describe("a rendered page in the app shell", () => {
  const page = fillShell(SHELL, {
    html: "<h1>Our Jewelry Collection</h1>",
    reads: { "/api/jewelry": { status: 200, data: [{ name: "</script>" }], etag: '"v1"' } },
    styles: [
      { path: "/assets/start-S1.css", css: "body{color:red}" },
      { path: "/assets/jewelry-list-page-L1.css", css: ".grid{display:grid}" },
    ],
  });

  it("puts the page's markup in the root, with its reads beside it as inert data", () => {
    expect(page).toContain('<div id="root"><h1>Our Jewelry Collection</h1></div>');
    const reads = page.match(/<script type="application\/json" id="page-reads">([^<]*)<\/script>/);
    expect(JSON.parse(reads?.[1] ?? "")).toEqual({
      "/api/jewelry": { status: 200, data: [{ name: "</script>" }], etag: '"v1"' },
    });
  });

  it("inlines the styles, in order, in place of the shell's stylesheet link", () => {
    expect(page).toContain("<style>body{color:red}\n.grid{display:grid}</style>");
    expect(page).not.toContain('href="/assets/index-A1.css"');
    expect(page.indexOf("<style>")).toBeLessThan(page.indexOf("</head>"));
  });

  it("links each inlined stylesheet disabled, so the page's code never applies it again and the browser never fetches it", () => {
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" disabled href="/assets/start-S1.css">',
      '<link rel="stylesheet" disabled href="/assets/jewelry-list-page-L1.css">',
    ]);
  });

  it("drops the shell's note that the site needs JavaScript", () => {
    expect(page).not.toContain("<noscript>");
  });
});

describe("an inline style's hash", () => {
  it("is the policy's sha256 source of the exact text", () => {
    // echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
    expect(styleHash("body{color:red}")).toBe("'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='");
  });
});

describe("the style attributes of a rendered page", () => {
  it("are allowed each by the hash of its exact text, once", () => {
    const html =
      '<img src="/a.jpg" style="background-color:#c8a27a"/><img style="background-color:#c8a27a"/>' +
      '<img style="background-color:#102030"/>';
    expect(styleAttributeSources(html)).toEqual([
      "'unsafe-hashes'",
      styleHash("background-color:#c8a27a"),
      styleHash("background-color:#102030"),
    ]);
  });

  it("are hashed as the browser reads them, with React's entities decoded", () => {
    expect(
      styleAttributeSources('<span style="font-family:&quot;A&amp;B&quot;, &#x27;C&#x27;"></span>'),
    ).toEqual(["'unsafe-hashes'", styleHash(`font-family:"A&B", 'C'`)]);
  });

  it("need nothing when there are none, and text that reads like one is not one", () => {
    expect(styleAttributeSources('<p>Set style=&quot;x&quot; here</p><p data-style="x"></p>')).toEqual([]);
  });
});
