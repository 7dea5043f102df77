import { describe, expect, it } from "vitest";
import { refusalWords } from "#core/refusals";
import { OffsiteFailure, offsiteFailure } from "./offsite-failure";

/** An error as the S3 client throws it when the storage answered. */
const answered = (name: string, status: number, message = "said the storage") =>
  Object.assign(new Error(message), { name, $metadata: { httpStatusCode: status } });

describe("what a failed call to the storage means", () => {
  it.each([
    [answered("InvalidAccessKeyId", 403), "offsiteWrongKeyId"],
    [answered("SignatureDoesNotMatch", 403), "offsiteWrongSecret"],
    [answered("NoSuchBucket", 404), "offsiteNoSuchBucket"],
    [answered("AccessDenied", 403), "offsiteAccessDenied"],
    [answered("AuthorizationHeaderMalformed", 400), "offsiteWrongRegion"],
    [answered("PermanentRedirect", 301), "offsiteWrongRegion"],
    [answered("SlowDown", 503), "offsiteFailed"],
    [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" }),
      "offsiteUnreachable",
    ],
    [
      Object.assign(new Error("getaddrinfo ENOTFOUND s3.example"), { code: "ENOTFOUND" }),
      "offsiteUnreachable",
    ],
    [Object.assign(new Error("socket timed out"), { name: "TimeoutError" }), "offsiteUnreachable"],
  ])("%s is %s", (error, code) => {
    expect(offsiteFailure(error).code).toBe(code);
  });

  it("says the owner's sentence first, then what the storage said, for the log", () => {
    expect(offsiteFailure(answered("SlowDown", 503, "Reduce your request rate")).message).toBe(
      `${refusalWords("offsiteFailed")} (503 SlowDown: Reduce your request rate)`,
    );
    expect(offsiteFailure(new Error("connect ECONNREFUSED 127.0.0.1:9")).message).toBe(
      `${refusalWords("offsiteUnreachable")} (connect ECONNREFUSED 127.0.0.1:9)`,
    );
  });

  it("keeps a failure already told", () => {
    const failure = new OffsiteFailure("offsiteSecretUnreadable");
    expect(offsiteFailure(failure)).toBe(failure);
    expect(failure.message).toBe(refusalWords("offsiteSecretUnreadable"));
  });
});
