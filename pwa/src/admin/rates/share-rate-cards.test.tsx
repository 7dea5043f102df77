import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../data/testing/fake-api";
import { ShareRateCards } from "./share-rate-cards";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the Gold Rates screen's Share today's rate", () => {
  it("saves today's card in the language chosen, where files cannot be shared", async () => {
    const requests = fakeApi(() => ({
      status: 200,
      body: "a png",
      headers: { "content-type": "image/png" },
    }));
    vi.stubGlobal("navigator", { ...navigator, canShare: undefined, share: undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<ShareRateCards disabled={false} />);
    await userEvent.click(screen.getByRole("button", { name: "বাংলা" }));

    expect(await screen.findByText("The rate card is saved in your downloads.")).toBeTruthy();
    expect(requests.map((request) => request.path)).toEqual(["/api/rate-cards/today/bn-square.png"]);
    expect(saved[0]).toMatch(/-bn\.png$/);
  });

  it("is off while no board is in force", () => {
    render(<ShareRateCards disabled />);
    for (const name of ["English", "বাংলা"]) {
      expect(screen.getByRole("button", { name }).hasAttribute("disabled")).toBe(true);
    }
    expect(screen.getByRole("button", { name: "English" }).getAttribute("aria-describedby")).toBe(
      "rates-share-label",
    );
  });
});
