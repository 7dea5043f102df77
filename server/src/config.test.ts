import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("PUBLIC_URL", () => {
  it.each([
    ["https://shop.example.com", "https://shop.example.com"],
    ["https://shop.example.com/", "https://shop.example.com"],
    ["https://Shop.Example.com:8443/", "https://shop.example.com:8443"],
    ["http://127.0.0.1:3000", "http://127.0.0.1:3000"],
  ])("takes %s as the origin %s", (value, origin) => {
    expect(loadConfig({ PUBLIC_URL: value }).PUBLIC_URL).toBe(origin);
  });

  it.each([
    "shop.example.com",
    "ftp://shop.example.com",
    "https://shop.example.com/shop",
    "https://shop.example.com/?lang=bn",
    "https://owner:secret@shop.example.com",
  ])("refuses %s, which is not an origin", (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(
      "PUBLIC_URL must be an http(s) origin such as https://example.com",
    );
  });

  it("is optional", () => {
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });
});

describe("SAMPLE_DATA", () => {
  it.each([
    ["a developer's machine", {}, true],
    ["a developer who turned it off", { SAMPLE_DATA: "false" }, false],
    ["a live site with its address", { PUBLIC_URL: "https://shop.example.com" }, false],
    ["a live site in production", { NODE_ENV: "production" }, false],
    ["a live site turning it off too", { NODE_ENV: "production", SAMPLE_DATA: "false" }, false],
    [
      "a developer trying links with a PUBLIC_URL on this machine",
      { PUBLIC_URL: "http://127.0.0.1:3000" },
      true,
    ],
    [
      "a live site on this machine's address in production",
      { PUBLIC_URL: "http://127.0.0.1:3000", NODE_ENV: "production" },
      false,
    ],
  ])("on %s lets a first visit seed: %s", (_, env, allowed) => {
    expect(loadConfig(env).SAMPLE_DATA).toBe(allowed);
  });

  it.each([{ PUBLIC_URL: "https://shop.example.com" }, { NODE_ENV: "production" }])(
    "is refused on a live site (%o), with the owner's way to ask for it",
    (live) => {
      expect(() => loadConfig({ ...live, SAMPLE_DATA: "true" })).toThrow(
        /^SAMPLE_DATA=true would let any visitor fill a live site .*npm run admin -- sample-shop$/,
      );
    },
  );
});

describe("PORT, HOST and DATA_DIR", () => {
  it.each([
    [{ PORT: "" }, "PORT is set but empty: give a port number such as 3000, or unset it for 3000"],
    [{ PORT: "  " }, "PORT is set but empty"],
    [{ PORT: "http" }, "PORT must be a number, such as 3000"],
    [{ PORT: "70000" }, "PORT must be between 0 and 65535"],
    [{ HOST: "" }, "HOST is set but empty: use 127.0.0.1 behind a proxy on this machine"],
    [{ HOST: "127.0.0.1:3000" }, "HOST must be an address of this machine, such as 127.0.0.1 or 0.0.0.0"],
    [{ HOST: "http://localhost" }, "HOST must be an address of this machine"],
    [{ DATA_DIR: "" }, "DATA_DIR is set but empty: name the folder for the shop's data"],
  ])("refuses %o in one line saying what to do", (env, message) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toContain(message);
    expect((thrown as Error).message).not.toContain("\n");
  });

  it("takes addresses and names of this machine", () => {
    expect(loadConfig({ HOST: "::1", PORT: "8080" })).toMatchObject({ HOST: "::1", PORT: 8080 });
    expect(loadConfig({ HOST: "localhost" }).HOST).toBe("localhost");
    expect(loadConfig({})).toMatchObject({ HOST: "0.0.0.0", PORT: 3000 });
  });
});
