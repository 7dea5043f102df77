import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "#core/endpoints";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { settingsDefaults } from "#core/settings-defaults";
import { byPath, fakeApi, json } from "../../../data/testing/fake-api";
import { putSaved } from "../../../data/testing/saved-copy";
import { onBengaliPage } from "../../../shared/testing/bengali-page";
import { rateBoard, rateEntry } from "../../../shared/testing/rates-test-data";
import { renderRoutes } from "../../../shared/testing/render-routes";
import { RateDisplayPage } from "./rate-display-page";

const renderDisplay = () => renderRoutes([{ path: "/gold-rates/display", Component: RateDisplayPage }]);

const moved: GoldRatesResponse = {
  ...rateBoard,
  goldPrices: [
    { ...rateEntry("gold", "22K", 19600), previousPerGram: 19500 },
    { ...rateEntry("gold", "21K", 18710), previousPerGram: 18810 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RateDisplayPage", () => {
  it("shows the shop, each grade per vori with its move, and when the board took effect", async () => {
    fakeApi(
      byPath({
        [endpoints.getGoldRates.path]: json(moved),
        [endpoints.getSettings.path]: json(settingsDefaults),
      }),
    );
    renderDisplay();

    const gold = await screen.findByRole("region", { name: "Gold Prices" });
    expect(screen.getByRole("heading", { level: 1, name: "Today's rate" })).toBeTruthy();
    expect(screen.getByText(settingsDefaults.homePage.siteName)).toBeTruthy();
    expect(
      within(gold)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["22 Karat Gold", "21 Karat Gold"]);
    const [first, second] = within(gold).getAllByRole("definition");
    expect(first?.textContent).toBe("৳2,28,614▲ ৳1,166up ৳1,166 since the previous rate");
    expect(second?.textContent).toBe("৳2,18,233▼ ৳1,167down ৳1,167 since the previous rate");
    const silver = screen.getByRole("region", { name: "Silver Prices" });
    expect(within(silver).getByText("৳4,082")).toBeTruthy();
    expect(screen.getByText("In effect since 22 Nov 2026, 10:15 AM (Dhaka time)")).toBeTruthy();
    expect(screen.queryByText(/Offline since/)).toBeNull();
  });

  it("keeps showing the last board offline, with its time and since when it is offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    fakeApi();
    await putSaved(endpoints.getGoldRates.path, rateBoard, "2026-11-22T06:00:00.000Z");
    renderDisplay();

    expect(await screen.findByText("৳2,28,614")).toBeTruthy();
    expect(screen.getByText("In effect since 22 Nov 2026, 10:15 AM (Dhaka time)")).toBeTruthy();
    expect((await screen.findByRole("status")).textContent).toMatch(
      /^Offline since .+: showing the last rates received$/,
    );
  });

  it("says the rates could not be loaded, and that it will try again, with nothing saved", async () => {
    fakeApi(byPath({}, { status: 503 }));
    renderDisplay();
    expect(
      await screen.findByText("The rates could not be loaded. This screen tries again by itself."),
    ).toBeTruthy();
  });

  describe("on a Bengali page", () => {
    onBengaliPage();

    it("writes the board in Bengali, with Bengali digits", async () => {
      fakeApi(byPath({ [endpoints.getGoldRates.path]: json(rateBoard) }, { status: 503 }));
      renderDisplay();
      const gold = await screen.findByRole("region", { name: "স্বর্ণের দাম" });
      expect(within(gold).getByText("২২ ক্যারেট স্বর্ণ")).toBeTruthy();
      expect(within(gold).getByText("৳২,২৮,৬১৪")).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name: "আজকের দর" })).toBeTruthy();
      expect(screen.getByText(/থেকে চালু \(ঢাকার সময়\)$/).textContent).not.toMatch(/[0-9]/);
    });
  });
});
