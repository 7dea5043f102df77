import { describe, expect, it } from "vitest";
import { fillShell, jsonForScript, styleHash } from "./page-document";

const SHELL = `<!doctype html><html lang="en"><head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body></html>`;

describe("JSON inside a script element", () => {
  it("can never close the element or open a comment, and reads back unchanged", () => {
    const hostile = { text: "</script><script>alert(1)</script><!-- & \u2028\u2029" };
    const written = jsonForScript(hostile);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(hostile);
  });
});

describe("a rendered page in the app shell", () => {
  const page = fillShell(SHELL, {
    html: "<h1>Our Jewelry Collection</h1>",
    reads: { "/api/jewelry": { status: 200, data: [{ name: "</script>" }], etag: '"v1"' } },
    css: "body{color:red}",
    scripts: ["/assets/jewelry-list-page-B2.js"],
  });

  it("puts the page's markup in the root, with its reads beside it as inert data", () => {
    expect(page).toContain('<div id="root"><h1>Our Jewelry Collection</h1></div>');
    const reads = page.match(/<script type="application\/json" id="page-reads">([^<]*)<\/script>/);
    expect(JSON.parse(reads?.[1] ?? "")).toEqual({
      "/api/jewelry": { status: 200, data: [{ name: "</script>" }], etag: '"v1"' },
    });
  });

  it("inlines the styles in place of the stylesheet link and preloads the page's code", () => {
    expect(page).toContain("<style>body{color:red}</style>");
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/jewelry-list-page-B2.js">');
    expect(page.indexOf("<style>")).toBeLessThan(page.indexOf("</head>"));
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
