import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { endpoints } from "#core/endpoints";
import { estimatePiece, pricesPerGramOf } from "#core/piece-estimate";
import { settingsDefaults } from "#core/settings-defaults";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { byPath, fakeApi, json, unmountAndRestoreFetch } from "../../../data/testing/fake-api";
import { putSaved, putSavedCatalogue, putSavedSettings } from "../../../data/testing/saved-copy";
import { onBengaliPage } from "../../../shared/testing/bengali-page";
import { rateBoard } from "../../../shared/testing/rates-test-data";
import { renderRoutes } from "../../../shared/testing/render-routes";
import { hydrateInPage, renderAsServer } from "../../../shared/testing/server-render";
import { addToMyList } from "../../my-list/my-list-store";
import { GoldExchangePage } from "./gold-exchange-page";

const taka = (amount: number) => `৳${new Intl.NumberFormat("en-IN").format(amount)}`;

const renderPage = () =>
  renderRoutes([
    { path: "/gold-exchange", Component: GoldExchangePage },
    { path: "/gold-rates", element: <h1>Rates page</h1> },
  ]);

const piece = (number: number) => screen.getByRole("region", { name: `Piece ${number}` });
const weightOf = (region: HTMLElement, name = "Weight of the piece") =>
  within(within(region).getByRole("group", { name }));
/** The stone's inputs, once the visitor has opened them. */
const stoneOf = (region: HTMLElement) => weightOf(region, "Stone weight to deduct (optional)");

/** The figure beside a label in a piece's or the total's figures. */
const figure = (region: HTMLElement, label: RegExp) =>
  within(region).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("old gold against a piece from the visitor's list", () => {
  it("takes the exchange value off the piece's estimate today, once the shop shows estimates", async () => {
    const necklace = jewelryItem({ _id: "necklace", name: "Rajkonna Necklace", weight: 10, purity: "22K" });
    await putSaved(endpoints.getGoldRates.path, rateBoard);
    await putSavedSettings({ rates: { ...settingsDefaults.rates, estimates: "all" } });
    await putSavedCatalogue([necklace]);
    await addToMyList(["necklace"]);
    renderPage();
    const user = userEvent.setup();
    const against = await screen.findByRole("region", { name: "Against a piece from your list" });
    const estimate = estimatePiece(
      necklace,
      pricesPerGramOf([...rateBoard.goldPrices, ...rateBoard.silverPrices]),
      settingsDefaults.rates,
    );
    expect(within(against).getByRole("combobox", { name: "New piece" }).textContent).toContain(
      `Rajkonna Necklace (estimated ${taka(estimate?.total ?? 0)})`,
    );
    expect(within(against).getByText(/Enter your old gold above/)).toBeTruthy();

    await user.type(weightOf(piece(1)).getByLabelText("Vori"), "1");
    expect(figure(against, /^Estimated price today/)).toBe(taka(estimate?.total ?? 0));
    expect(figure(against, /^Your old gold on exchange/)).toBe(`− ${taka(210_325)}`);
    expect(figure(against, /^Left to pay/)).toBe(taka((estimate?.total ?? 0) - 210_325));
  });

  it("reads a listed piece the device's copy of the catalogue lacks from the shop", async () => {
    const bala = jewelryItem({ _id: "bala", name: "Nakshi Bala", weight: 20, purity: "22K" });
    fakeApi(byPath({ "/api/jewelry/bala": json(bala) }));
    await putSaved(endpoints.getGoldRates.path, rateBoard);
    await putSavedSettings({ rates: { ...settingsDefaults.rates, estimates: "all" } });
    await addToMyList(["bala"]);
    renderPage();
    const against = await screen.findByRole("region", { name: "Against a piece from your list" });
    expect(within(against).getByRole("combobox", { name: "New piece" }).textContent).toContain("Nakshi Bala");
    await unmountAndRestoreFetch();
  });

  it("is not there while the shop shows no estimates", async () => {
    await putSaved(endpoints.getGoldRates.path, rateBoard);
    await putSavedCatalogue([jewelryItem({ _id: "necklace", name: "Rajkonna Necklace" })]);
    await addToMyList(["necklace"]);
    renderPage();
    expect(await screen.findByText(/At the board of/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Against a piece from your list" })).toBeNull();
  });
});

// Offline throughout: the test setup answers every fetch with a network failure, so the page works
// from the device's copy of the board (22K gold ৳19,600 a gram, 21K ৳18,710) and of the settings.
describe("the old-gold exchange page", () => {
  it("values a piece in vori at today's board, less the trade's 8 % and 10 % until the shop dates its own", async () => {
    await putSaved(endpoints.getGoldRates.path, rateBoard);
    renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { level: 1, name: "Old Gold Exchange & Sell-Back" })).toBeTruthy();
    expect(await screen.findByText("At the board of 22 Nov 2026, 10:15 AM (Dhaka time).")).toBeTruthy();
    expect(
      screen.getByText("Exchange deduction 8% · sell-back deduction 10%, the trade's current figures"),
    ).toBeTruthy();
    expect(within(piece(1)).getByText("Enter the piece's weight to see what it brings.")).toBeTruthy();

    await user.type(weightOf(piece(1)).getByLabelText("Vori"), "1");
    expect(figure(piece(1), /^Gold weight/)).toBe("11.664 g · 1 vori 0 ana 0 roti 0 point");
    expect(figure(piece(1), /^Value at today's board/)).toBe(taka(228_614));
    expect(figure(piece(1), /^Against a new piece \(−8%\)/)).toBe(taka(210_325));
    expect(figure(piece(1), /^Sold back for cash \(−10%\)/)).toBe(taka(205_753));
    expect(
      screen.getByText(/The final figure is set at the counter, after your gold is tested/),
    ).toBeTruthy();
  });

  it("weighs a piece in grams less its stone, adds a second piece and totals both", async () => {
    await putSaved(endpoints.getGoldRates.path, rateBoard);
    await putSavedSettings({
      oldGold: { exchangePercent: 9, sellBackPercent: 13, effectiveFrom: "2026-11-01" },
    });
    renderPage();
    const user = userEvent.setup();
    expect(
      await screen.findByText("Exchange deduction 9% · sell-back deduction 13%, from 1 Nov 2026"),
    ).toBeTruthy();

    await user.type(weightOf(piece(1)).getByLabelText("Vori"), "1");
    await user.click(screen.getByRole("button", { name: "Add another piece" }));
    expect(document.activeElement).toBe(within(piece(2)).getByLabelText("Purity"));
    await user.selectOptions(within(piece(2)).getByLabelText("Purity"), "21 Karat");
    await user.click(within(piece(2)).getByRole("radio", { name: "Grams" }));
    await user.type(weightOf(piece(2)).getByLabelText("Grams"), "10");
    await user.click(
      within(piece(2)).getByText("Stone weight to deduct (optional)", { selector: "summary" }),
    );
    await user.type(stoneOf(piece(2)).getByLabelText("Grams"), "1.5");
    expect(figure(piece(2), /^Gold weight/)).toBe("8.500 g · 0 vori 11 ana 4 roti 0 point");
    expect(figure(piece(2), /^Value at today's board/)).toBe(taka(159_035));
    expect(figure(piece(2), /−9%/)).toBe(taka(144_722));

    const total = screen.getByRole("region", { name: "All pieces" });
    expect(within(total).getByText("2 pieces valued")).toBeTruthy();
    expect(figure(total, /^Value at today's board/)).toBe(taka(228_614 + 159_035));
    expect(figure(total, /−9%/)).toBe(taka(208_039 + 144_722));
    expect(figure(total, /−13%/)).toBe(taka(198_895 + 138_360));

    await user.click(screen.getByRole("button", { name: "Remove piece 1" }));
    expect(screen.queryByRole("region", { name: "All pieces" })).toBeNull();
    expect(figure(piece(1), /^Value at today's board/)).toBe(taka(159_035));
  });

  it("puts a specific message under each input it cannot use, and values nothing meanwhile", async () => {
    await putSaved(endpoints.getGoldRates.path, rateBoard);
    renderPage();
    const user = userEvent.setup();
    const first = piece(1);
    await screen.findByText(/^At the board of/);

    await user.type(weightOf(first).getByLabelText("Ana"), "16");
    expect(within(first).getByRole("alert").textContent).toBe("Ana must be between 0 and 15");
    expect(weightOf(first).getByLabelText("Ana").getAttribute("aria-invalid")).toBe("true");
    expect(within(first).getByText("Correct the weight above to see what it brings.")).toBeTruthy();

    await user.clear(weightOf(first).getByLabelText("Ana"));
    await user.type(weightOf(first).getByLabelText("Ana"), "0");
    expect(within(first).getByRole("alert").textContent).toBe("Enter a weight above zero");

    await user.type(weightOf(first).getByLabelText("Vori"), "101");
    expect(within(first).getByRole("alert").textContent).toBe(
      "A piece can weigh at most 100 vori (1,166.4 g)",
    );

    await user.clear(weightOf(first).getByLabelText("Vori"));
    await user.type(weightOf(first).getByLabelText("Ana"), "2");
    await user.click(within(first).getByText("Stone weight to deduct (optional)", { selector: "summary" }));
    const stoneAna = stoneOf(first).getByLabelText("Ana");
    await user.type(stoneAna, "3");
    expect(within(first).getByRole("alert").textContent).toBe(
      "The stone must weigh less than the whole piece",
    );

    await user.clear(stoneAna);
    await user.type(stoneAna, "x");
    expect(within(first).getByRole("alert").textContent).toBe("Ana must be a number");
    await user.clear(stoneAna);
    expect(within(first).queryByRole("alert")).toBeNull();
    expect(figure(first, /^Value at today's board/)).toBe(taka(28_577));
  });

  it("says when the device has no board yet, and where to find one", async () => {
    renderPage();
    expect(
      await screen.findByText("You are offline, and today's rates have not been saved on this device yet."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "See today's rate" })).toBeTruthy();
  });

  describe("in Bengali", () => {
    onBengaliPage();

    it("reads Bengali digits and writes every figure in them", async () => {
      await putSaved(endpoints.getGoldRates.path, rateBoard);
      renderPage();
      const user = userEvent.setup();
      expect(await screen.findByText("বদলে বাদ ৮% · বিক্রিতে বাদ ১০%, বাজারের প্রচলিত হার")).toBeTruthy();
      const first = screen.getByRole("region", { name: "গয়না ১" });
      await user.type(weightOf(first, "গয়নার ওজন").getByLabelText("ভরি"), "১");
      expect(figure(first, /^সোনার ওজন/)).toBe("১১.৬৬৪ গ্রাম · ১ ভরি ০ আনা ০ রতি ০ পয়েন্ট");
      expect(figure(first, /^আজকের দরে মূল্য/)).toBe("৳২,২৮,৬১৪");
      expect(figure(first, /^নতুন গয়নার বদলে/)).toBe("৳২,১০,৩২৫");
      expect(figure(first, /^নগদে বিক্রি করলে/)).toBe("৳২,০৫,৭৫৩");
    });
  });

  it("takes over what was typed into the server's page before the app started", async () => {
    await putSaved(endpoints.getGoldRates.path, rateBoard);
    const ui = (
      <MemoryRouter initialEntries={["/gold-exchange"]}>
        <GoldExchangePage />
      </MemoryRouter>
    );
    const page = document.createElement("div");
    page.innerHTML = await renderAsServer(ui);
    document.body.append(page);
    const vori = document.getElementById("piece-1-weight-vori") as HTMLInputElement;
    vori.value = "2";
    (screen.getByLabelText("Purity") as HTMLSelectElement).value = "21K";
    vori.focus();

    const { onRecoverableError } = hydrateInPage(page, ui);
    expect(document.activeElement).toBe(vori);
    // 2 vori of 21K: 23.328 g × ৳18,710.
    expect(await screen.findByText(taka(436_467))).toBeTruthy();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
