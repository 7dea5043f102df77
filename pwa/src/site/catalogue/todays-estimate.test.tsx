import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { RatesSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { refreshPublicRead } from "../../data/api/public-reads";
import { fakeApi, json, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSaved, putSavedSettings } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { rateBoard, rateEntry } from "../../shared/testing/rates-test-data";
import { renderRoutes } from "../../shared/testing/render-routes";
import { JewelryDetail } from "./jewelry-detail";

const necklace = jewelryItem({
  _id: "necklace",
  name: "Rajkonna Bridal Necklace",
  category: "Necklace",
  weight: 48.6,
});

const showDetail = async (item: JewelryItem, rates: Partial<RatesSettings>) => {
  await putSavedSettings({ rates: { ...settingsDefaults.rates, ...rates } });
  await putSaved(endpoints.getGoldRates.path, rateBoard);
  renderRoutes([{ path: "/jewelry/:id", element: <JewelryDetail item={item} /> }], `/jewelry/${item._id}`);
};

const estimateHeading = () => screen.findByRole("heading", { level: 2, name: /^Estimated today/ });
const figure = (label: string | RegExp) =>
  screen.getByText(label, { selector: "dt" }).closest("div")?.querySelector("dd")?.textContent;

afterEach(unmountAndRestoreFetch);

// Offline throughout unless a test answers: every figure comes from the device's copies.
describe("today's estimate on a piece's page", () => {
  it("is not shown while the shop has estimates off: the price is asked for", async () => {
    fakeApi();
    await showDetail(necklace, { estimates: "off" });
    expect(await screen.findByRole("region", { name: "Specifications" })).toBeTruthy();
    expect(screen.queryByText(/Estimated today/)).toBeNull();
    expect(screen.getByRole("link", { name: /Get Quote & Enquire/ })).toBeTruthy();
  });

  it("shows the estimate and its breakup when the shop shows them for every piece", async () => {
    fakeApi();
    await showDetail(necklace, { estimates: "all" });
    // 48.6 g × ৳19,600 = ৳9,52,560; 6 % making ৳57,154; 5 % VAT ৳50,485 (core's table checks the sums).
    expect((await estimateHeading()).textContent).toBe("Estimated today: ৳10,60,199");
    expect(figure(/^Gold value/)).toBe("৳9,52,560");
    expect(screen.getByText("48.6 g × ৳19,600 per gram (22 Karat rate)")).toBeTruthy();
    expect(figure("Making charge (6%)")).toBe("৳57,154");
    expect(figure("VAT (5%)")).toBe("৳50,485");
    expect(figure("Estimated total")).toBe("৳10,60,199");
    expect(screen.queryByText("Stone value")).toBeNull();
    expect(screen.getByText("Final price at the counter, weighed in front of you.")).toBeTruthy();
  });

  it("uses the piece's own making charge and stone value", async () => {
    fakeApi();
    const ring = {
      ...necklace,
      weight: 10,
      makingCharge: { kind: "perGram" as const, value: 500 },
      stoneValue: 4000,
    };
    await showDetail(ring, { estimates: "all" });
    // 196,000 + 5,000 + 4,000 = 205,000; VAT 10,250
    expect((await estimateHeading()).textContent).toBe("Estimated today: ৳2,15,250");
    expect(figure("Making charge (৳500 per gram)")).toBe("৳5,000");
    expect(figure("Stone value")).toBe("৳4,000");
  });

  it("follows the shop's categories and the piece's own choice", async () => {
    fakeApi();
    await showDetail(
      { ...necklace, estimate: "on" },
      { estimates: "categories", estimateCategories: ["Ring"] },
    );
    expect(await estimateHeading()).toBeTruthy();
  });

  it("is not shown for a piece that never shows one, or a purity the board does not price", async () => {
    fakeApi();
    await showDetail({ ...necklace, estimate: "off" }, { estimates: "all" });
    expect(await screen.findByRole("region", { name: "Specifications" })).toBeTruthy();
    expect(screen.queryByText(/Estimated today/)).toBeNull();
    await unmountAndRestoreFetch();

    fakeApi();
    await showDetail({ ...necklace, purity: "18K" }, { estimates: "all" });
    expect(await screen.findByRole("region", { name: "Specifications" })).toBeTruthy();
    expect(screen.queryByText(/Estimated today/)).toBeNull();
  });

  it("changes with a new board", async () => {
    const newBoard = { ...rateBoard, goldPrices: [rateEntry("gold", "22K", 20_000)] };
    fakeApi(() => json(newBoard));
    await showDetail(necklace, { estimates: "all" });
    expect((await estimateHeading()).textContent).toBe("Estimated today: ৳10,60,199");
    await act(() => refreshPublicRead(endpoints.getGoldRates.path));
    // 48.6 g × ৳20,000 = ৳9,72,000, × 1.06 × 1.05 = ৳10,81,836
    expect((await estimateHeading()).textContent).toBe("Estimated today: ৳10,81,836");
  });
});

describe("today's estimate on a piece's page in Bengali", () => {
  onBengaliPage();

  it("is written in Bengali words and digits", async () => {
    fakeApi();
    await showDetail(necklace, { estimates: "all" });
    const heading = await screen.findByRole("heading", { level: 2, name: /^আজকের আনুমানিক দাম/ });
    expect(heading.textContent).toBe("আজকের আনুমানিক দাম: ৳১০,৬০,১৯৯");
    expect(screen.getByText("মজুরি (৬%)").nextElementSibling?.textContent).toBe("৳৫৭,১৫৪");
    expect(screen.getByText("৪৮.৬ গ্রাম × প্রতি গ্রাম ৳১৯,৬০০ (২২ ক্যারেট-এর দর)")).toBeTruthy();
    expect(screen.getByText("চূড়ান্ত দাম কাউন্টারে, আপনার সামনে ওজন করে।")).toBeTruthy();
  });
});
