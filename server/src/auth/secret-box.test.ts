import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, isSealed } from "./secret-box";

const serverSecret = randomBytes(48);
const RECOVERY = "turn two-factor sign-in off with --turn-off-two-factor";
const box = createSecretBox(serverSecret, "authenticator key", RECOVERY);

describe("the secret box", () => {
  it("seals a secret so that the stored text does not show it, and opens it again", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("seals the same secret differently each time", () => {
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(box.seal("JBSWY3DPEHPK3PXP"));
  });

  it("opens a secret stored before sealing as it is", () => {
    expect(box.open("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses a secret sealed with another server's secret, or changed, saying how to recover", () => {
    const elsewhere = createSecretBox(randomBytes(48), "authenticator key", RECOVERY).seal(
      "JBSWY3DPEHPK3PXP",
    );
    expect(() => box.open(elsewhere)).toThrow(/--turn-off-two-factor/);
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
    expect(() => box.open(changed)).toThrow(/cannot be opened/);
  });

  it("keeps purposes apart: a secret sealed for one is not opened for another", () => {
    const other = createSecretBox(serverSecret, "something else", RECOVERY);
    expect(() => other.open(box.seal("JBSWY3DPEHPK3PXP"))).toThrow(/cannot be opened/);
  });
});
