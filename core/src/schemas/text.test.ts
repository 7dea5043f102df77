import { describe, expect, it } from "vitest";
import { type CheckedIssue, failedCheck } from "../failed-check";
import { isLinkOrPath, linkOrPath, optionalLinkOrPath } from "./text";

describe("isLinkOrPath", () => {
  it.each([
    ["a path on this site", "/images/sample/ring.svg", true],
    ["a path with a query", "/jewelry?category=Ring", true],
    ["an https link", "https://example.com/ring.png", true],
    ["an http link", "http://example.com/ring.png", true],
    ["a protocol-relative link", "//evil.example/x.png", false],
    ["a tab that browsers drop", "/\t/evil.example/x.png", false],
    ["a newline that browsers drop", "/\n/evil.example/x.png", false],
    ["a carriage return that browsers drop", "/\r/evil.example/x.png", false],
    ["a backslash that browsers read as a slash", "/\\evil.example/x.png", false],
    ["a leading space", " /x", false],
    ["a space inside a path", "/images/my ring.png", false],
    ["a no-break space", "/images/\u00a0ring.png", false],
    ["a control character", "/images/\u0000ring.png", false],
    ["a tab inside a web address", "https://exa\tmple.com/x", false],
    ["a script link", "javascript:alert(1)", false],
    ["a data link", "data:image/png;base64,AAAA", false],
    ["a relative path", "images/ring.png", false],
  ])("%s: %j → %s", (_, value, expected) => {
    expect(isLinkOrPath(value)).toBe(expected);
  });
});

describe("link fields", () => {
  const field = linkOrPath("Main image URL");

  it.each([
    "/\t/evil.example/x.png",
    "/\n/evil.example/x.png",
    "/\\evil.example/x.png",
    "/images/my ring.png",
  ])("refuses %j, naming the characters", (value) => {
    const result = field.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Main image URL must not contain spaces, tabs, line breaks or backslashes",
    ]);
  });

  it("refuses a link to another site's path", () => {
    expect(field.safeParse("//evil.example/x.png").error?.issues[0]?.message).toBe(
      "Main image URL must be a web address (https://…) or a path on this site (/…)",
    );
  });

  it("asks for a blank one to be filled in, in its own words when it has them", () => {
    expect(field.safeParse("").error?.issues.map((issue) => issue.message)).toEqual([
      "Main image URL is required",
    ]);
    const photo = linkOrPath("Main image URL", { message: "Add a photo", rule: "photoRequired" });
    const [issue] = photo.safeParse("  ").error?.issues ?? [];
    expect(issue?.message).toBe("Add a photo");
    expect(failedCheck(issue as CheckedIssue)).toEqual({ check: "photoRequired" });
  });

  it("trims the spaces around a path before checking it", () => {
    expect(field.parse(" /x ")).toBe("/x");
  });

  it("lets an optional link stay blank but holds it to the same rule", () => {
    const optional = optionalLinkOrPath("Logo");
    expect(optional.parse("")).toBe("");
    expect(optional.safeParse("/\t/evil.example/logo.svg").error?.issues[0]?.message).toBe(
      "Logo must not contain spaces, tabs, line breaks or backslashes",
    );
  });
});
