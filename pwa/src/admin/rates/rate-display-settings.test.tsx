import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { board, ratesApi, renderRatesAdmin, samplePrices } from "../testing/rates-admin";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = async () => within(await screen.findByRole("form", { name: "Showroom display" }));

describe("the showroom display's card beside the board", () => {
  it("opens the display in either language in a new tab, and saves switching with its seconds", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi([board(1, "2025-11-22T04:15:00.000Z", samplePrices(19_600))]);
    renderRatesAdmin();
    const display = await card();
    const english = display.getByRole("link", { name: /^Open the display in English/ });
    expect([english.getAttribute("href"), english.getAttribute("target")]).toEqual([
      "/gold-rates/display",
      "_blank",
    ]);
    expect(display.getByRole("link", { name: /^Open the display in Bengali/ }).getAttribute("href")).toBe(
      "/bn/gold-rates/display",
    );

    const switching = display.getByRole("switch", { name: "Switch between English and Bengali" });
    expect((switching as HTMLInputElement).checked).toBe(false);
    await user.click(switching);
    const seconds = display.getByLabelText("Seconds per language (5 to 60)");
    await user.clear(seconds);
    await user.type(seconds, "90");
    await user.click(display.getByRole("button", { name: "Save" }));
    expect(await display.findByText("Seconds per language must be between 5 and 60")).toBeTruthy();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);

    await user.clear(seconds);
    await user.type(seconds, "১২");
    await user.click(display.getByRole("button", { name: "Save" }));
    expect(await display.findByText("Showroom display settings saved successfully!")).toBeTruthy();
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.path).toBe("/api/website-settings/rateDisplay");
    expect(put?.body).toEqual({ rateDisplay: { switchLanguages: true, switchSeconds: 12 } });
  });
});
