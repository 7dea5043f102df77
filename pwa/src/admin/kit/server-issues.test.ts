import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../data/api/api-client";
import { showServerIssues } from "./server-issues";

type Values = { name: string; prices: { gold: number } };
const known = (path: string) => (path === "name" || path === "prices.gold" ? path : null);

describe("showServerIssues", () => {
  it("puts each issue under the field its path names and focuses only the first", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "Name is taken", [
      { path: "name", message: "Name is taken" },
      { path: "prices.gold", message: "Gold must be a number" },
    ]);
    expect(showServerIssues<Values>(setError, error, known)).toBeNull();
    expect(setError.mock.calls).toEqual([
      ["name", { type: "server", message: "Name is taken" }, { shouldFocus: true }],
      ["prices.gold", { type: "server", message: "Gold must be a number" }, { shouldFocus: false }],
    ]);
  });

  it("leaves an issue without a field for the form-level message", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "Name is taken", [
      { path: "owner", message: "Owner is unknown" },
      { path: "name", message: "Name is taken" },
    ]);
    expect(showServerIssues<Values>(setError, error, known)).toBe("Owner is unknown");
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith(
      "name",
      { type: "server", message: "Name is taken" },
      { shouldFocus: true },
    );
  });

  it("answers the server's own sentence when it named no field", () => {
    const setError = vi.fn();
    expect(showServerIssues<Values>(setError, new ApiError(409, "Only the latest board"), known)).toBe(
      "Only the latest board",
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it("follows the form's own names for the server's paths", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "Too far ahead", [{ path: "effectiveAt", message: "Too far ahead" }]);
    showServerIssues<{ at: string }>(setError, error, (path) => (path === "effectiveAt" ? "at" : null));
    expect(setError).toHaveBeenCalledWith(
      "at",
      { type: "server", message: "Too far ahead" },
      { shouldFocus: true },
    );
  });
});
