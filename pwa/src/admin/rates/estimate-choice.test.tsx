import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { estimatePiece } from "#core/piece-estimate";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { json, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { board, ratesApi, renderRatesAdmin, samplePrices } from "../testing/rates-admin";

const necklace = jewelryItem({
  _id: "necklace",
  name: "Rajkonna Bridal Necklace",
  category: "Necklace",
  weight: 48.6,
});
const platinum = jewelryItem({ _id: "band", name: "Platinum Band", metal: "Platinum", purity: "PT950" });

const start = () =>
  ratesApi([board(1, "2025-11-22T04:15:00.000Z", samplePrices(19_600))], ({ method, path }) =>
    method === "GET" && path === "/api/jewelry" ? json([platinum, necklace]) : undefined,
  );
const card = () => within(screen.getByRole("form", { name: "Price estimator" }));

afterEach(unmountAndRestoreFetch);

describe("the estimate settings beside the board", () => {
  it("start off, and preview the first piece the owner's choice would price", async () => {
    const user = userEvent.setup();
    const { requests } = start();
    renderRatesAdmin();
    const off = (await screen.findByRole("radio", {
      name: "Off: every piece says Contact Us",
    })) as HTMLInputElement;
    expect(off.checked).toBe(true);
    expect(
      await card().findByText("Pieces say Contact Us, except any set to always show their estimate."),
    ).toBeTruthy();

    await user.click(card().getByRole("radio", { name: "On every gold and silver piece" }));
    const expected = estimatePiece(necklace, samplePrices(19_600), { makingChargePercent: 6, vatPercent: 5 });
    expect(expected?.total).toBe(1_060_199);
    expect(card().getByText("Rajkonna Bridal Necklace, 48.6 g 22K: estimated ৳10,60,199")).toBeTruthy();

    await user.click(card().getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Rates & Estimator settings saved successfully!")).toBeTruthy();
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      rates: { estimates: "all", estimateCategories: [] },
    });
  });

  it("asks for a category when only some categories show estimates, and saves those chosen", async () => {
    const user = userEvent.setup();
    const { requests } = start();
    renderRatesAdmin();
    await user.click(await screen.findByRole("radio", { name: "Only in these categories" }));
    await user.click(card().getByRole("button", { name: "Save" }));
    expect(
      await card().findByText("Choose at least one category, or show estimates on every piece"),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);

    await user.click(card().getByRole("checkbox", { name: "Ring" }));
    expect(
      card().getByText("No gold or silver piece priced on the board shows an estimate with these settings."),
    ).toBeTruthy();
    await user.click(card().getByRole("checkbox", { name: "Necklace" }));
    expect(card().getByText(/^Rajkonna Bridal Necklace/)).toBeTruthy();
    await user.click(card().getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Rates & Estimator settings saved successfully!")).toBeTruthy();
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      rates: { estimates: "categories", estimateCategories: ["Ring", "Necklace"] },
    });
  });
});
