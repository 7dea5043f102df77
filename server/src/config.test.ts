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
      "PUBLIC_URL: PUBLIC_URL must be an http(s) origin such as https://example.com",
    );
  });

  it("is optional", () => {
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });
});
