import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "#core/endpoints";
import { estimatePrice } from "#core/rates";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { settingsDefaults } from "#core/settings-defaults";
import { putSaved, putSavedSettings } from "../../../data/testing/saved-copy";
import { rateBoard } from "../../../shared/testing/rates-test-data";
import { renderRoutes } from "../../../shared/testing/render-routes";
import { PriceEstimator } from "./price-estimator";

const taka = (amount: number) => `৳${new Intl.NumberFormat("en-IN").format(amount)}`;

const saveRates = (data: GoldRatesResponse) => putSaved(endpoints.getGoldRates.path, data);

const renderEstimator = (grams: number | null) =>
  renderRoutes([
    { path: "/gold-calculator", element: <PriceEstimator grams={grams} /> },
    { path: "/gold-rates", element: <h1>Rates page</h1> },
  ]);

/** The value beside a label in the breakdown. */
const figure = (label: string | RegExp) => {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
};

// Offline throughout: the test setup answers every fetch with a network failure.
afterEach(() => {
  vi.restoreAllMocks();
});

describe("PriceEstimator", () => {
  it("prices the calculator's weight at today's 22K gold rate with making charge and VAT", async () => {
    await saveRates(rateBoard);
    renderEstimator(11.664);

    expect(screen.getByRole("heading", { level: 2, name: "Price Estimator" })).toBeTruthy();
    expect(await screen.findByText("Metal value")).toBeTruthy();
    const expected = estimatePrice({ grams: 11.664, perGram: 19600, makingChargePercent: 6, vatPercent: 5 });
    expect(expected.metalValue).toBe(228614);
    expect(figure("Metal value")).toBe(taka(228614));
    expect(figure("Making charge (6%)")).toBe(taka(expected.makingCharge));
    expect(figure("VAT (5%)")).toBe(taka(expected.vat));
    expect(figure("Estimated total")).toBe(taka(expected.total));
    expect(figure("Rate")).toBe("৳19,600 per gram · ৳2,28,614 per vori");
    expect(screen.getByText("11.6640 g (1 vori 0 ana 0 roti 0 point)")).toBeTruthy();
    expect(screen.getByText("From Convert to Grams above.")).toBeTruthy();
    expect(screen.getByText("Rates as of 22 Nov 2026, 10:15 AM (Dhaka time)")).toBeTruthy();
    expect(screen.getByText(/The shop confirms the exact price/)).toBeTruthy();
  });

  it("lets typed grams override the calculator's, and explains a weight it cannot read", async () => {
    await saveRates(rateBoard);
    renderEstimator(11.664);
    const user = userEvent.setup();
    const own = screen.getByLabelText("Use my own weight (grams)");

    await user.type(own, "2.5");
    expect(await screen.findByText("2.5000 g (0 vori 3 ana 2 roti 6 point)")).toBeTruthy();
    expect(screen.getByText("Your own weight.")).toBeTruthy();
    expect(figure("Metal value")).toBe(taka(49000));

    await user.clear(own);
    await user.type(own, "abc");
    expect(screen.getByRole("alert").textContent).toBe("Weight must be a number of grams, like 11.664");
    expect(own.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Metal value")).toBeNull();

    await user.clear(own);
    expect(figure("Metal value")).toBe(taka(228614));
  });

  it("follows the metal and grade picked, and says when a grade has no rate", async () => {
    await saveRates(rateBoard);
    renderEstimator(11.664);
    const user = userEvent.setup();
    await screen.findByText("Metal value");

    await user.selectOptions(screen.getByLabelText("Grade"), "21 Karat");
    expect(figure("Metal value")).toBe(taka(Math.round(11.664 * 18710)));

    await user.selectOptions(screen.getByLabelText("Metal"), "Silver");
    expect(screen.getByText("There is no published rate for 21 Karat Silver yet.")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Grade"), "22 Karat");
    expect(figure("Metal value")).toBe(taka(Math.round(11.664 * 350)));
  });

  it("uses the shop's VAT and making charge from the settings", async () => {
    await saveRates(rateBoard);
    await putSavedSettings({
      rates: { ...settingsDefaults.rates, vatPercent: 7.5, makingChargePercent: 10 },
    });
    renderEstimator(10);

    expect(await screen.findByText("Making charge (10%)")).toBeTruthy();
    const expected = estimatePrice({ grams: 10, perGram: 19600, makingChargePercent: 10, vatPercent: 7.5 });
    expect(figure("Making charge (10%)")).toBe(taka(expected.makingCharge));
    expect(figure("VAT (7.5%)")).toBe(taka(expected.vat));
    expect(figure("Estimated total")).toBe(taka(expected.total));
  });

  it("is not shown when the shop has switched it off", async () => {
    await saveRates(rateBoard);
    await putSavedSettings({ rates: { ...settingsDefaults.rates, showEstimator: false } });
    const { container } = renderEstimator(11.664);

    await vi.waitFor(() => expect(screen.queryByRole("heading", { name: "Price Estimator" })).toBeNull());
    expect(container.textContent).toBe("");
  });

  it("asks for a weight before there is one, still showing the rate", async () => {
    await saveRates(rateBoard);
    renderEstimator(null);

    expect(
      await screen.findByText("Convert a weight to grams above, or type your own weight below."),
    ).toBeTruthy();
    expect(await screen.findByText("Rate")).toBeTruthy();
    expect(screen.queryByText("Estimated total")).toBeNull();
  });

  it("points to today's rate when no rates are saved on the device", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderEstimator(11.664);

    const result = await screen.findByText(/today's rates have not been saved on this device yet/);
    expect(result.textContent).toMatch(/^You are offline/);
    const link = within(result.parentElement ?? document.body).getByRole("link", {
      name: "See today's rate",
    });
    expect(link.getAttribute("href")).toBe("/gold-rates");
  });

  it("says when no rates have been published", async () => {
    await saveRates({ goldPrices: [], silverPrices: [], effectiveAt: null });
    renderEstimator(11.664);

    expect(await screen.findByText("Rates have not been published yet.")).toBeTruthy();
  });
});
