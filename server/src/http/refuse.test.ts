import { describe, expect, it } from "vitest";
import { REFUSALS, type RefusalCode } from "#core/refusals";
import { refuse } from "./errors";

describe("a refusal by its code", () => {
  it.each(Object.keys(REFUSALS) as RefusalCode[])(
    "%s answers its table's status and words, with its code",
    (code) => {
      const refusal = refuse(code);
      expect([refusal.status, refusal.toJSON()]).toEqual([
        REFUSALS[code][0],
        { error: REFUSALS[code][1], code },
      ]);
    },
  );

  it("says how long to wait in whole seconds, never less than one", () => {
    expect(refuse("tooManyCodes", { retryAfterMs: 30_500 }).headers["Retry-After"]).toBe("31");
    expect(refuse("passwordChecksBusy", { retryAfterMs: 10 }).headers["Retry-After"]).toBe("1");
    expect(refuse("sessionMissing", { headers: { "WWW-Authenticate": "Bearer" } }).headers).toEqual({
      "WWW-Authenticate": "Bearer",
    });
  });
});
