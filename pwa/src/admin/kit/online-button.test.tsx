import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OnlineButton } from "./online-button";

afterEach(() => vi.restoreAllMocks());

const goOffline = () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  act(() => window.dispatchEvent(new Event("offline")));
};

describe("OnlineButton", () => {
  it("acts while online, with the caller's title", async () => {
    const onClick = vi.fn();
    render(
      <OnlineButton title="Ctrl+S saves" onClick={onClick}>
        Save
      </OnlineButton>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.title).toBe("Ctrl+S saves");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("turns off while offline and says saving needs a connection", () => {
    render(<OnlineButton title="Ctrl+S saves">Save</OnlineButton>);
    goOffline();
    const button = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe("Saving needs a connection");
  });

  it("comes back on with the connection", () => {
    render(<OnlineButton>Save</OnlineButton>);
    goOffline();
    vi.restoreAllMocks();
    act(() => window.dispatchEvent(new Event("online")));
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("stays focusable while busy, says so and ignores clicks", async () => {
    const onClick = vi.fn();
    render(
      <OnlineButton type="submit" busy busyLabel="Saving…" onClick={onClick}>
        Save
      </OnlineButton>,
    );
    const button = screen.getByRole("button", { name: "Saving…" }) as HTMLButtonElement;
    expect(button.type).toBe("submit");
    expect(button.disabled).toBe(false);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("stays off for the caller's own reason while online", () => {
    render(<OnlineButton disabled>Publish</OnlineButton>);
    expect((screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
