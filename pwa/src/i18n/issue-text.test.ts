import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHECKS } from "#core/failed-check";
import { refusalWords } from "#core/refusals";
import { jewelryInputSchema } from "#core/schemas/jewelry";
import { checks } from "./bn-checks";
import { bnSiteRefusals } from "./bn-site-messages";
import { answerText, checkText, issueText } from "./issue-text";
import { loadSiteMessages } from "./load-messages";
import { setPageLanguage } from "./page-language";

const tooLongName = () => {
  const parsed = jewelryInputSchema.shape.name.safeParse("x".repeat(151));
  if (parsed.success) throw new Error("a 151-character name passed");
  return parsed.error.issues[0] as Parameters<typeof issueText>[0];
};

describe("a failed check's words", () => {
  afterEach(() => setPageLanguage("en"));

  it("are core's own on an English page, whichever check failed", () => {
    expect(issueText(tooLongName())).toBe("Name must be at most 150 characters");
    expect(checkText({ check: "gradeOrder" }, "Gold 21K must cost less per gram than 22K")).toBe(
      "Gold 21K must cost less per gram than 22K",
    );
  });

  describe("on a Bengali page", () => {
    beforeEach(async () => {
      setPageLanguage("bn");
      await loadSiteMessages("bn");
    });

    it("are the catalogue's for the check, its bound in Bengali digits", () => {
      expect(issueText(tooLongName())).toBe("সর্বোচ্চ ১৫০ অক্ষর লেখা যাবে");
      expect(checkText({ check: "scheduleAhead", limit: 14 }, "too far")).toBe(
        "আজ থেকে সর্বোচ্চ ১৪ দিন পরের সময় বেছে নেওয়া যাবে",
      );
    });

    it("are the server's own when its answer names no check", () => {
      expect(checkText(undefined, "Only the latest board can be withdrawn")).toBe(
        "Only the latest board can be withdrawn",
      );
    });
  });

  it.each(CHECKS)("%s has Bengali words, with no blank to fill but its bound", (check) => {
    expect(checks[check]).toMatch(/\p{Script=Bengali}/u);
    expect(checks[check].replace("{limit}", "")).not.toMatch(/\{\w+\}/);
  });
});

describe("an API error's words", () => {
  afterEach(() => setPageLanguage("en"));
  const throttled = {
    message: "Too many messages from this connection.",
    code: "tooManyMessages",
    issues: [],
  };

  it("are the API's own for a refusal on an English page, told by its code", () => {
    expect(answerText(throttled)).toBe(refusalWords("tooManyMessages"));
    expect(answerText({ message: "Something else", issues: [] })).toBe("Something else");
  });

  it("say how long to wait, in minutes, when the server asked for more than a moment", () => {
    expect(answerText({ ...throttled, retryAfterSeconds: 3000 })).toBe(
      `${refusalWords("tooManyMessages")} Try again in 50\u00a0min.`,
    );
    expect(answerText({ ...throttled, retryAfterSeconds: 1 })).toBe(refusalWords("tooManyMessages"));
  });

  it("are the site's Bengali for a refusal a visitor meets, by its code, whatever the server's wording", async () => {
    setPageLanguage("bn");
    await loadSiteMessages("bn");
    expect(answerText({ ...throttled, message: "reworded" })).toBe(bnSiteRefusals.tooManyMessages);
    // A code the site does not word (the admin's) keeps the API's words.
    expect(answerText({ message: "Sign in to continue", code: "sessionMissing", issues: [] })).toBe(
      refusalWords("sessionMissing"),
    );
  });
});
