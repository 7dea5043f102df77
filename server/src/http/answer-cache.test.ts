import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createAnswerCache } from "./answer-cache";

describe("the read cache", () => {
  it("keeps at most its entry limit, forgetting the answer read least recently", async () => {
    const cache = createAnswerCache(() => new Date(), { maxEntries: 2 });
    const loads: string[] = [];
    const app = new Hono();
    app.get("/:key", (c) =>
      cache.respond(c, c.req.param("key"), () => {
        loads.push(c.req.param("key"));
        return { key: c.req.param("key") };
      }),
    );
    const read = async (key: string) => expect(await (await app.request(`/${key}`)).json()).toEqual({ key });

    await read("a");
    await read("b");
    await read("a");
    await read("c");
    expect(loads).toEqual(["a", "b", "c"]);

    await read("a");
    await read("c");
    expect(loads).toEqual(["a", "b", "c"]);
    await read("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });
});

describe("the read cache's memory", () => {
  /** An app whose answers are `size` characters each, counting how often each key is rendered. */
  const appWith = (maxBytes: number) => {
    const cache = createAnswerCache(() => new Date(), { maxBytes });
    const loads: string[] = [];
    const app = new Hono();
    app.get("/:key", (c) =>
      cache.respond(c, c.req.param("key") === "odd" ? null : c.req.param("key"), () => {
        loads.push(c.req.param("key"));
        // Random text compresses little: its encodings weigh nearly what it does.
        return { key: c.req.param("key"), text: randomText(40_000) };
      }),
    );
    const read = (key: string, encoding = "identity") =>
      app.request(`/${key}`, { headers: { "accept-encoding": encoding } });
    return { loads, read };
  };
  const randomText = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join("");

  it("forgets the answers read least recently once their bodies pass its bound in bytes", async () => {
    const { loads, read } = appWith(100_000);
    await read("a");
    await read("b");
    await read("a");
    expect(loads).toEqual(["a", "b"]);
    await read("c");
    await read("a");
    expect(loads).toEqual(["a", "b", "c"]);
    await read("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("counts each encoding it keeps against the bound", async () => {
    const { loads, read } = appWith(100_000);
    await read("a");
    await read("b", "br");
    expect(loads).toEqual(["a", "b"]);
    await read("a");
    expect(loads).toEqual(["a", "b", "a"]);
  });

  it("answers a query nobody makes without keeping it", async () => {
    const { loads, read } = appWith(100_000);
    await read("a");
    const odd = await read("odd");
    expect(odd.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    await read("odd");
    await read("a");
    expect(loads).toEqual(["a", "odd", "odd"]);
  });
});

describe("the cache's pages", () => {
  it("answers a page rendered while a write came in, but does not keep it past that write", async () => {
    const cache = createAnswerCache();
    let renders = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = new Hono();
    app.get("/page", (c) =>
      cache.respondPage(
        c,
        "/page",
        async () => {
          renders++;
          const version = renders;
          if (version === 1) await held;
          return { body: `version ${version}`, status: 200, headers: {} };
        },
        () => null,
      ),
    );
    const during = app.request("/page");
    await new Promise((resolve) => setImmediate(resolve));
    cache.clear();
    release();
    expect(await (await during).text()).toBe("version 1");
    expect(await (await app.request("/page")).text()).toBe("version 2");
    expect(await (await app.request("/page")).text()).toBe("version 2");
  });
});
