import { describe, expect, it } from "vitest";
import type { api } from "#core/api";
import type { EndpointHandler } from "./route-context";

// The checks are the compiler's: `npm run typecheck` fails if a wrong answer is ever let through,
// since an @ts-expect-error with nothing to expect is itself an error.
describe("a handler's answer, checked against the contract", () => {
  it("must have the shape the endpoint's schema names", () => {
    const wrongType: EndpointHandler<typeof api.unsubscribePush> = (c) =>
      // @ts-expect-error `subscribed` is a boolean in the contract
      c.json({ subscribed: "no" });
    const missing: EndpointHandler<typeof api.pushKey> = (c) =>
      // @ts-expect-error the contract's answer has a `publicKey`
      c.json({ key: "BEl6…" });
    const right: EndpointHandler<typeof api.unsubscribePush> = (c) => c.json({ subscribed: false });
    expect([wrongType, missing, right]).toHaveLength(3);
  });
});
