import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../../data/api/api-client";
import { LoadState } from "./load-state";

const failed = "The rates could not be loaded.";

describe("LoadState", () => {
  it("says it is loading, in the screen's words when it has them", () => {
    const { rerender } = render(<LoadState loading error={null} failed={failed} onRetry={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    rerender(
      <LoadState
        loading
        error={null}
        failed={failed}
        loadingLabel="Loading settings..."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading settings...");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps loading while trying again after a failure", () => {
    render(<LoadState loading error={new ApiError(503, "Busy")} failed={failed} onRetry={() => {}} />);
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says what did not load and the server's reason, and Retry tries again", async () => {
    const onRetry = vi.fn();
    render(
      <LoadState
        loading={false}
        error={new ApiError(503, "Database is busy")}
        failed={failed}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(failed);
    expect(alert.textContent).toContain("Database is busy");
    expect(within(alert).queryByRole("heading")).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the server cannot be reached when the request never got there", () => {
    render(<LoadState loading={false} error={new NetworkError("x")} failed={failed} onRetry={() => {}} />);
    expect(screen.getByRole("alert").textContent).toContain("The server cannot be reached");
  });

  it("leads with a headline when the whole screen waits on the load, and adds no reason it does not have", () => {
    render(
      <LoadState
        loading={false}
        error={new Error("boom")}
        title="Settings Not Found"
        failed="The website settings could not be loaded."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole("heading", { name: "Settings Not Found" })).toBeTruthy();
    expect(screen.getByRole("alert").querySelectorAll("p")).toHaveLength(1);
  });
});
