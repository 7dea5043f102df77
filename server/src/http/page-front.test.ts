import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RenderPage } from "#core/page-render";
import { createLogger, type Logger } from "../logger";
import { type ServedTestApp, serveTestApp } from "../testing/serve-test-app";
import type { AnswerCache, PreparedAnswer } from "./answer-cache";
import { createPageFront } from "./page-front";
import { serveShop } from "./serve-shop";

// Shows the hero's title; a photo's colour in a style attribute gives the page a policy of its
// own, as real pages have.
const renderPage: RenderPage = async (url, read) => {
  const settings = await read("/api/website-settings");
  const hero = "data" in settings ? (settings.data as { homePage: { heroTitle: string } }).homePage : null;
  return {
    html: `<p style="color:#123456">${new URL(url).pathname}: ${hero?.heroTitle}</p>`,
    reads: {},
    modules: [],
  };
};

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * An answer as it came over the wire: the body still compressed, no header the socket adds. The
 * path is sent as written.
 */
function rawRequest(
  url: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const [, origin, path] = /^(http:\/\/[^/]+)(.*)$/.exec(url) ?? [];
  const { hostname, port } = new URL(origin as string);
  return new Promise((resolve, reject) => {
    http
      .request({ hostname, port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const {
            date: _date,
            connection: _connection,
            "keep-alive": _keepAlive,
            ...rest
          } = response.headers;
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)])),
            body: Buffer.concat(chunks),
          });
        });
      })
      .on("error", reject)
      .end();
  });
}

describe("pages answered before the app (ADR 035)", () => {
  let dir: string;
  let t: ServedTestApp;
  /** The same app on a socket of its own with no front: every request goes through the app. */
  let appOnly: http.Server;
  let appOnlyUrl: string;
  const answeredInFront: string[] = [];
  /** The served app, with each request the front answers noted. */
  let counted: http.Server;
  let countedUrl: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-front-"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      '<!doctype html><html lang="en"><head><title>Build</title></head><body><div id="root"></div></body></html>',
    );
    t = await serveTestApp({
      staticDir: dir,
      serverRender: { renderPage, manifest: { "index.html": { file: "assets/index.js" } } },
      publicUrl: "https://shop.example",
    });
    const listen = async (server: http.Server) => {
      await new Promise((resolve) => server.once("listening", resolve));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    };
    appOnly = serveShop({ app: t.app, answerKeptPage: () => false }, { port: 0, hostname: "127.0.0.1" });
    appOnlyUrl = await listen(appOnly);
    counted = serveShop(
      {
        app: t.app,
        answerKeptPage: (request, response) => {
          const answered = t.answerKeptPage(request, response);
          if (answered) answeredInFront.push(`${request.method} ${request.url}`);
          return answered;
        },
      },
      { port: 0, hostname: "127.0.0.1" },
    );
    countedUrl = await listen(counted);
  });
  afterAll(async () => {
    for (const server of [appOnly, counted]) {
      server.closeAllConnections();
      server.close();
    }
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    answeredInFront.length = 0;
  });

  /** The answer with the front and without it, once the page is kept. */
  async function bothWays(page: string, init: { method?: string; headers?: Record<string, string> } = {}) {
    await rawRequest(`${appOnlyUrl}${page}`);
    const front = await rawRequest(`${countedUrl}${page}`, init);
    const app = await rawRequest(`${appOnlyUrl}${page}`, init);
    return { front, app };
  }

  it.each([
    ["/", { "accept-encoding": "br" }],
    ["/jewelry", { "accept-encoding": "gzip, deflate" }],
    ["/bn/about", {}],
    ["/contact?from=card", { "accept-encoding": "br, gzip" }],
    ["/about", { "accept-language": "bn-BD,bn;q=0.9", "sec-fetch-site": "same-origin" }],
    ["/about", { "accept-language": "bn", cookie: "lang=en" }],
    ["/about", { cookie: "lang=bn", "sec-fetch-site": "same-origin", "navigation-site": "same-origin" }],
  ])("answers %s with the app's own headers and bytes", async (page, headers) => {
    const { front, app } = await bothWays(page, { headers });
    expect(answeredInFront).toEqual([`GET ${page}`]);
    expect(front).toEqual(app);
    expect(front.status).toBe(200);
    expect(front.headers["content-security-policy"]).toContain("'unsafe-hashes'");
    expect(front.headers["strict-transport-security"]).toBeDefined();
  });

  it("answers a browser that has the page with 304, as the app does", async () => {
    const { app: first } = await bothWays("/gold-rates", { headers: { "accept-encoding": "br" } });
    answeredInFront.length = 0;
    const headers = { "accept-encoding": "br", "if-none-match": first.headers.etag as string };
    const { front, app } = await bothWays("/gold-rates", { headers });
    expect(answeredInFront).toEqual(["GET /gold-rates"]);
    expect(front).toEqual(app);
    expect(front.status).toBe(304);
  });

  it("answers HEAD with the headers alone", async () => {
    const { front, app } = await bothWays("/about", { method: "HEAD" });
    expect(answeredInFront).toEqual(["HEAD /about"]);
    expect(front).toEqual(app);
    expect(front.body.byteLength).toBe(0);
  });

  it("leaves to the app a visitor it sends to Bengali, a page not yet kept, an address written otherwise, a file and the API", async () => {
    await rawRequest(`${countedUrl}/about`);
    answeredInFront.length = 0;
    const arrival = await rawRequest(`${countedUrl}/about`, { headers: { "accept-language": "bn" } });
    expect(arrival.status).toBe(302);
    expect(arrival.headers.location).toBe("/bn/about");
    // An address typed by a reader who chose Bengali, as the service worker asks for it.
    const typed = await rawRequest(`${countedUrl}/about`, {
      headers: { cookie: "lang=bn", "sec-fetch-site": "same-origin", "navigation-site": "none" },
    });
    expect(typed.headers.location).toBe("/bn/about");
    await rawRequest(`${countedUrl}/never-asked-before`);
    // Written otherwise than the app keeps it: the app reads it as /about.
    expect((await rawRequest(`${countedUrl}/jewelry/../about`)).status).toBe(200);
    await rawRequest(`${countedUrl}/robots.txt`);
    await rawRequest(`${countedUrl}/api/website-settings`);
    await rawRequest(`${countedUrl}/about`, { method: "POST" });
    expect(answeredInFront).toEqual([]);
  });

  it("never answers a page kept before a write: the app renders it again", async () => {
    await rawRequest(`${countedUrl}/`);
    const token = await t.login();
    const settings = await (await t.request("/api/website-settings")).json();
    const saved = await t.request("/api/website-settings/homePage", {
      method: "PUT",
      token,
      json: { homePage: { ...settings.homePage, heroTitle: "Eid collection is in" } },
    });
    expect(saved.status).toBe(200);
    answeredInFront.length = 0;
    const page = await rawRequest(`${countedUrl}/`);
    expect(answeredInFront).toEqual([]);
    expect(page.body.toString()).toContain("Eid collection is in");
    await rawRequest(`${countedUrl}/`);
    expect(answeredInFront).toEqual(["GET /"]);
  });
});

describe("the page front's request log", () => {
  const kept: PreparedAnswer = { status: 200, headers: {}, body: new Uint8Array(1) };
  const cache = { keptPage: () => kept } as unknown as AnswerCache;
  const hit = (logger: Logger) => {
    const request = { method: "GET", url: "/about", headers: {} } as IncomingMessage;
    const response = { writeHead: () => response, end: () => response } as unknown as ServerResponse;
    return createPageFront({ cache, https: false, logger })(request, response);
  };

  afterEach(() => vi.restoreAllMocks());

  it("writes a line a hit, with how long it took, when info is logged", () => {
    const logged: string[] = [];
    expect(hit(createLogger("info", (line) => logged.push(line)))).toBe(true);
    expect(JSON.parse(logged[0] ?? "{}")).toMatchObject({ msg: "request", path: "/about", status: 200 });
    expect(JSON.parse(logged[0] ?? "{}").ms).toBeTypeOf("number");
  });

  it("neither times a hit nor writes it at a quieter level", () => {
    const logged: string[] = [];
    const clock = vi.spyOn(performance, "now");
    expect(hit(createLogger("warn", (line) => logged.push(line)))).toBe(true);
    expect(clock).not.toHaveBeenCalled();
    expect(logged).toEqual([]);
  });
});
