import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ELLIPSIS, stripMarkdown, truncateText } from "./markdown-text";

describe("stripMarkdown", () => {
  it.each([
    ["plain text stays", "A simple ring", "A simple ring"],
    ["strong with asterisks", "A **bridal collar** in gold", "A bridal collar in gold"],
    ["strong with underscores", "A __bold__ word", "A bold word"],
    ["emphasis with asterisks", "An *elegant* piece", "An elegant piece"],
    ["emphasis with underscores", "An _elegant_ piece", "An elegant piece"],
    ["underscores inside words stay", "file_name_here and snake_case", "file_name_here and snake_case"],
    ["a lone asterisk in arithmetic stays", "2 * 3 = 6", "2 * 3 = 6"],
    ["strikethrough", "Was ~~old~~ new", "Was old new"],
    ["headings", "# Title\n## Subtitle ##\nText", "Title Subtitle Text"],
    ["a hashtag is not a heading", "#handmade in Dhaka", "#handmade in Dhaka"],
    ["setext headings", "Title\n=====\nText", "Title Text"],
    ["links keep their text", "See [our store](https://example.com/store) today", "See our store today"],
    ["reference links keep their text", "See [our store][1]\n\n[1]: https://example.com", "See our store"],
    ["autolinks keep the address", "Visit <https://example.com>", "Visit https://example.com"],
    ["images are dropped", "Before ![a ring](/ring.png) after", "Before after"],
    ["linked images are dropped", "[![logo](/logo.png)](/home) Shop", "Shop"],
    ["unordered list markers", "- One\n* Two\n+ Three", "One Two Three"],
    ["ordered list markers", "1. First\n2) Second", "First Second"],
    ["task list boxes", "- [x] Done\n- [ ] Open", "Done Open"],
    ["inline code", "Use `22K` gold", "Use 22K gold"],
    ["fenced code keeps its content", "```js\nconst a = 1;\n```\nAfter", "const a = 1; After"],
    ["blockquotes", "> Quoted\n> > nested", "Quoted nested"],
    ["thematic breaks", "Above\n\n---\n\nBelow", "Above Below"],
    ["inline HTML tags", "Gold <b>bold</b><br/>line", "Gold boldline"],
    ["backslash escapes", "Not \\*emphasis\\* here", "Not *emphasis* here"],
    ["escaped brackets are not a link", "\\[not a link\\](x)", "[not a link](x)"],
    ["whitespace collapses", "  Lots\n\n\tof   space  ", "Lots of space"],
    ["Windows line endings", "# Title\r\n- item", "Title item"],
    ["empty input", "", ""],
    ["Bengali text stays", "**সোনার** আংটি", "সোনার আংটি"],
  ])("%s", (_name, input, expected) => {
    expect(stripMarkdown(input)).toBe(expected);
  });

  it("turns a sample description into one clean line", () => {
    const description =
      "A **bridal collar** built by hand.\n\n- Pairs with the *Shapla* Jhumka\n- Adjustable chain back";
    expect(stripMarkdown(description)).toBe(
      "A bridal collar built by hand. Pairs with the Shapla Jhumka Adjustable chain back",
    );
  });
});

describe("truncateText", () => {
  const words = "The quick brown fox jumps over the lazy dog";

  it.each([
    ["shorter than the limit is unchanged", "Short text", 100, "Short text"],
    ["exactly the limit is unchanged", "x".repeat(100), 100, "x".repeat(100)],
    ["empty stays empty", "", 100, ""],
    ["cuts at the last word boundary", words, 22, `The quick brown fox${ELLIPSIS}`],
    ["a cut that falls on a space keeps the whole word", words, 19, `The quick brown fox${ELLIPSIS}`],
    [
      "drops punctuation left hanging at the cut",
      "Gold, silver, diamond and more",
      13,
      `Gold, silver${ELLIPSIS}`,
    ],
    ["cuts a very long word hard", "a".repeat(150), 100, `${"a".repeat(100)}${ELLIPSIS}`],
    [
      "cuts hard when the only space is too early",
      `ab ${"c".repeat(120)}`,
      100,
      `ab ${"c".repeat(97)}${ELLIPSIS}`,
    ],
    ["never splits an emoji", `${"😀".repeat(5)}`, 3, `😀😀😀${ELLIPSIS}`],
    ["never splits a family emoji", "👨‍👩‍👧".repeat(5), 3, `${"👨‍👩‍👧".repeat(3)}${ELLIPSIS}`],
    ["never splits a Bengali conjunct", "ক্ষ".repeat(50), 10, `${"ক্ষ".repeat(10)}${ELLIPSIS}`],
    ["never splits a letter from its accent", "e\u0301".repeat(5), 2, `${"e\u0301".repeat(2)}${ELLIPSIS}`],
    ["counts a conjunct as one character", "ক্ষ".repeat(100), 100, "ক্ষ".repeat(100)],
  ])("%s", (_name, input, max, expected) => {
    expect(truncateText(input, max)).toBe(expected);
  });

  it("keeps at most the limit of text before the ellipsis", () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const result = truncateText(long, 100);
    expect(result.endsWith(ELLIPSIS)).toBe(true);
    expect(result.length - ELLIPSIS.length).toBeLessThanOrEqual(100);
    expect(long.startsWith(result.slice(0, -ELLIPSIS.length))).toBe(true);
    expect(long.charAt(result.length - ELLIPSIS.length)).toBe(" ");
  });

  it("never gives more than the limit and an ellipsis, cut where a word ends when one is near", () => {
    const graphemes = (text: string) =>
      Array.from(new Intl.Segmenter().segment(text), (part) => part.segment);
    const letter = fc.constantFrom("a", "Z", "৳", "ক্ষ", "সো", "😀", "👨‍👩‍👧", "e\u0301", ",", ".");
    const word = fc.array(letter, { minLength: 1, maxLength: 30 }).map((letters) => letters.join(""));
    const text = fc.array(word, { maxLength: 40 }).map((words) => words.join(" "));
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 120 }), (input, max) => {
        const result = truncateText(input, max);
        const all = graphemes(input);
        if (all.length <= max) return result === input;
        expect(result.endsWith(ELLIPSIS)).toBe(true);
        const kept = graphemes(result.slice(0, -ELLIPSIS.length));
        expect(kept.length).toBeLessThanOrEqual(max);
        expect(all.slice(0, kept.length)).toEqual(kept);
        expect(kept.at(-1) ?? "").not.toMatch(/\s/);
        const lastSpace = all.slice(0, max + 1).lastIndexOf(" ");
        // A space late enough in the limit is where the cut falls (then trailing punctuation goes).
        if (lastSpace >= Math.floor(max * 0.6)) expect(kept.length).toBeLessThanOrEqual(lastSpace);
        return true;
      }),
    );
  });

  it("counts Latin and Bengali characters as the segmenter does, without it", () => {
    const graphemes = (text: string) =>
      Array.from(new Intl.Segmenter().segment(text), (part) => part.segment);
    const codePoint = fc.constantFrom(..."কখগষসহড়য়ৎ্িীুূৃেৈোৌাঁংঃ়ৗ ০৩।॥aZ.,-\n\t\u200C\u200D");
    fc.assert(
      fc.property(fc.array(codePoint, { maxLength: 60 }), (codePoints) => {
        const text = codePoints.join("");
        const all = graphemes(text);
        for (let max = 1; max <= all.length + 1; max++) {
          const result = truncateText(text, max);
          if (all.length <= max) {
            expect(result).toBe(text);
            continue;
          }
          expect(result.endsWith(ELLIPSIS)).toBe(true);
          const kept = graphemes(result.slice(0, -ELLIPSIS.length));
          expect(kept.length).toBeLessThanOrEqual(max);
          expect(all.slice(0, kept.length)).toEqual(kept);
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });
});
