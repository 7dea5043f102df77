import { describe, expect, it, vi } from "vitest";
import { builtOnce } from "./built-once";

describe("builtOnce", () => {
  it("builds nothing until asked, then builds once and keeps what it built", () => {
    const build = vi.fn(() => ({ table: [1, 2, 3] }));
    const value = builtOnce(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("keeps a built value that is falsy", () => {
    const build = vi.fn(() => 0);
    const value = builtOnce(build);
    expect([value(), value()]).toEqual([0, 0]);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
