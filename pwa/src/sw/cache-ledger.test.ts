import { describe, expect, it } from "vitest";
import { openCacheLedger } from "./cache-ledger";

describe("a cache's ledger", () => {
  it("keeps each file's size and last use, and forgets the files it is told to", async () => {
    const ledger = openCacheLedger("ledger-test-1");
    await ledger.stored("/a", 1200, 10);
    await ledger.stored("/b", 800, 20);
    await ledger.used("/a", 30);
    expect(await ledger.all()).toEqual(
      new Map([
        ["/a", { bytes: 1200, usedAt: 30 }],
        ["/b", { bytes: 800, usedAt: 20 }],
      ]),
    );
    await ledger.remove(["/a"]);
    expect([...(await ledger.all()).keys()]).toEqual(["/b"]);
  });

  it("records nothing for the use of a file it has no size for", async () => {
    const ledger = openCacheLedger("ledger-test-2");
    await ledger.used("/stored-before", 5);
    expect(await ledger.all()).toEqual(new Map());
  });

  it("keeps one ledger per cache", async () => {
    await openCacheLedger("ledger-test-3").stored("/a", 1, 1);
    expect(await openCacheLedger("ledger-test-4").all()).toEqual(new Map());
    expect((await openCacheLedger("ledger-test-3").all()).size).toBe(1);
  });
});
