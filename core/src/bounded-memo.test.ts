import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("a header value's reading, remembered", () => {
  it("reads each distinct value once and answers the same after", () => {
    const read: string[] = [];
    const upper = boundedMemo((value) => {
      read.push(value);
      return value.toUpperCase();
    });
    expect([upper("br"), upper("gzip"), upper("br")]).toEqual(["BR", "GZIP", "BR"]);
    expect(read).toEqual(["br", "gzip"]);
  });

  it("starts afresh past its bound, so made-up values cannot grow it", () => {
    const read: string[] = [];
    const same = boundedMemo((value) => {
      read.push(value);
      return value;
    }, 2);
    for (const value of ["a", "b", "c", "a"]) same(value);
    expect(read).toEqual(["a", "b", "c", "a"]);
  });
});
