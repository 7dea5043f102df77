import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createJsonCache } from "./json-cache";

describe("the read cache", () => {
  it("keeps at most its entry limit, forgetting the answer read least recently", async () => {
    const cache = createJsonCache(() => new Date(), 2);
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
