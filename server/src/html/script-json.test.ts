import { describe, expect, it } from "vitest";
import { jsonForScript } from "./script-json";

describe("JSON inside a script element", () => {
  it("can never close the element or open a comment, and reads back unchanged", () => {
    const hostile = { text: "</script><script>alert(1)</script><!-- & \u2028\u2029" };
    const written = jsonForScript(hostile);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(hostile);
  });
});
