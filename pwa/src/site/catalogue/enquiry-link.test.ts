import { describe, expect, it } from "vitest";
import { itemPageUrl } from "./enquiry-link";

describe("itemPageUrl", () => {
  it("builds the canonical page address with the id encoded", () => {
    expect(itemPageUrl("https://shop.example", "abc 1/2")).toBe("https://shop.example/jewelry/abc%201%2F2");
  });
});
