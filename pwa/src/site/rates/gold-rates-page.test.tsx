import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "#core/endpoints";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { type Answer, byPath, fakeApi, json, laterAnswer } from "../../data/testing/fake-api";
import { putSaved } from "../../data/testing/saved-copy";
import { loadSiteMessages } from "../../i18n/load-messages";
import { setPageLanguage } from "../../i18n/page-language";
import { RATES_EFFECTIVE_AT, rateBoard, rateEntry } from "../../shared/testing/rates-test-data";
import { renderRoutes } from "../../shared/testing/render-routes";
import { GoldRatesPage } from "./gold-rates-page";

const renderPage = () => renderRoutes([{ path: "/gold-rates", Component: GoldRatesPage }]);

/** Answers the rates path with `rates`; every other call (the settings) finds the server unavailable. */
const answerRates = (rates: Answer | Promise<Answer>) =>
  fakeApi(byPath({ [endpoints.getGoldRates.path]: rates }, { status: 503 }));

const setOnline = (online: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);

afterEach(() => {
  setPageLanguage("en");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("GoldRatesPage", () => {
  it("says Loading... until the first answer, then shows both tables with taka per vori", async () => {
    const rates = laterAnswer();
    answerRates(rates.answer);
    renderPage();

    expect(await screen.findByText("Loading...")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Today's Gold & Silver Rate" })).toBeTruthy();
    rates.give(json(rateBoard));

    const gold = await screen.findByRole("table", { name: "Gold Prices" });
    const rows = within(gold).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ProductDescriptionPrice",
      "22 Karat GoldPer vori (11.664\u00a0g), hallmarked 22K৳2,28,614 per vori৳19,600 per gram",
      "21 Karat GoldPer vori (11.664\u00a0g), hallmarked 21K৳2,18,233 per vori৳18,710 per gram",
    ]);
    const silver = screen.getByRole("table", { name: "Silver Prices" });
    expect(within(silver).getByRole("rowheader", { name: "22 Karat Silver" })).toBeTruthy();
    expect(within(silver).getByText("৳4,082")).toBeTruthy();
    expect(screen.getByText("Last updated: 22 Nov 2026, 10:15 AM (Dhaka time)")).toBeTruthy();
  });

  it("marks each grade up, down or unchanged since the previous board, and states VAT and making charge", async () => {
    const changed: GoldRatesResponse = {
      goldPrices: [
        { ...rateEntry("gold", "22K", 19600), previousPerGram: 19500 },
        { ...rateEntry("gold", "21K", 18710), previousPerGram: 18810 },
      ],
      silverPrices: [
        { ...rateEntry("silver", "22K", 350), previousPerGram: 350 },
        rateEntry("silver", "18K", 250),
      ],
      effectiveAt: RATES_EFFECTIVE_AT,
    };
    answerRates(json(changed));
    renderPage();

    const gold = await screen.findByRole("table", { name: "Gold Prices" });
    const [first, second] = within(gold).getAllByRole("row").slice(1);
    // Seen: the arrow, its amount and what it compares; heard: the same in words.
    expect(first?.textContent).toContain("▲ ৳1,166");
    expect(within(first as HTMLElement).getByText("since the previous rate")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("up ৳1,166 since the previous rate")).toBeTruthy();
    expect(second?.textContent).toContain("▼ ৳1,167");
    expect(within(second as HTMLElement).getByText("since the previous rate")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("down ৳1,167 since the previous rate")).toBeTruthy();
    const silver = within(screen.getByRole("table", { name: "Silver Prices" })).getAllByRole("row");
    expect(within(silver[1] as HTMLElement).getByText("no change since the previous rate")).toBeTruthy();
    expect(silver[2]?.textContent).not.toMatch(/▲|▼|no change|previous/);
    expect(
      screen.getByText(
        /^Prices are for the metal only\. 5% VAT and a making charge \(at least 6%, more for intricate designs\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Price history" })).toBeTruthy();
  });

  it("writes both tables in Bengali on a Bengali page: names and descriptions from metal and grade, Bengali digits", async () => {
    await loadSiteMessages("bn");
    setPageLanguage("bn");
    answerRates(
      json({
        goldPrices: [
          { ...rateEntry("gold", "22K", 19600), previousPerGram: 19500 },
          rateEntry("gold", "Traditional", 14000),
        ],
        silverPrices: [{ ...rateEntry("silver", "18K", 250), previousPerGram: 250 }],
        effectiveAt: RATES_EFFECTIVE_AT,
      }),
    );
    renderPage();

    const gold = await screen.findByRole("table", { name: "স্বর্ণের দাম" });
    const silver = screen.getByRole("table", { name: "রুপার দাম" });
    expect(
      within(gold)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "পণ্যবিবরণদাম",
      "২২ ক্যারেট স্বর্ণপ্রতি ভরি (১১.৬৬৪\u00a0গ্রাম), হলমার্ক করা ২২\u00a0ক্যারেট৳২,২৮,৬১৪ প্রতি ভরিপ্রতি গ্রাম ৳১৯,৬০০▲ ৳১,১৬৬আগের দরের চেয়ে ৳১,১৬৬ বেড়েছে আগের দরের তুলনায়",
      "সনাতন স্বর্ণপ্রতি ভরি (১১.৬৬৪\u00a0গ্রাম), সনাতন পদ্ধতি৳১,৬৩,২৯৬ প্রতি ভরিপ্রতি গ্রাম ৳১৪,০০০",
    ]);
    for (const cell of [gold, silver].flatMap((table) => [...table.querySelectorAll("caption, th, td")])) {
      expect(cell.textContent).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  it("shows the error with the spec's message when the rates cannot be fetched and none are saved", async () => {
    answerRates(json({ error: "Boom" }, 500));
    renderPage();

    expect((await screen.findByRole("alert")).textContent).toContain("Error: Failed to fetch rates");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says plainly when offline with nothing saved", async () => {
    setOnline(false);
    fakeApi();
    renderPage();

    expect(await screen.findByText(/You are offline, and this page has not been saved/)).toBeTruthy();
  });

  it("shows the saved board offline, with when it was saved", async () => {
    setOnline(false);
    fakeApi();
    await putSaved(endpoints.getGoldRates.path, rateBoard, "2026-11-21T06:00:00.000Z");
    renderPage();

    expect(await screen.findByRole("table", { name: "Gold Prices" })).toBeTruthy();
    expect((await screen.findByText(/saved on this device at/)).textContent).toMatch(/21 Nov 2026/);
  });

  it("offers a call when no rates have been published", async () => {
    answerRates(json({ goldPrices: [], silverPrices: [], effectiveAt: null }));
    renderPage();

    expect(await screen.findByRole("heading", { name: "Rates have not been published yet" })).toBeTruthy();
    const call = screen.getByRole("link", { name: /^Call / });
    expect(call.getAttribute("href")).toMatch(/^tel:\+880\d+$/);
    // The number never breaks over two lines inside the button.
    expect(call.textContent).toMatch(/^Call \+880\u00a01711\u20112\d+$/);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
