import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { endpoints } from "#core/endpoints";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { putSaved, putSavedSettings } from "../../../data/testing/saved-copy";
import { onBengaliPage } from "../../../shared/testing/bengali-page";
import { RATES_EFFECTIVE_AT, rateEntry } from "../../../shared/testing/rates-test-data";
import { renderRoutes } from "../../../shared/testing/render-routes";
import { hydrateInPage, renderAsServer } from "../../../shared/testing/server-render";
import { ZakatPage } from "./zakat-page";

const taka = (amount: number) => `৳${new Intl.NumberFormat("en-IN").format(amount)}`;

/** A whole board: 22K gold at ৳19,600 a gram, 22K silver at ৳350. */
const board: GoldRatesResponse = {
  goldPrices: [
    rateEntry("gold", "22K", 19_600),
    rateEntry("gold", "21K", 18_710),
    rateEntry("gold", "18K", 16_040),
    rateEntry("gold", "Traditional", 13_300),
  ],
  silverPrices: [
    rateEntry("silver", "22K", 350),
    rateEntry("silver", "21K", 335),
    rateEntry("silver", "18K", 287),
    rateEntry("silver", "Traditional", 215),
  ],
  effectiveAt: RATES_EFFECTIVE_AT,
};

const renderPage = () =>
  renderRoutes([
    { path: "/zakat", Component: ZakatPage },
    { path: "/gold-rates", element: <h1>Rates page</h1> },
  ]);

const region = (name: string) => screen.getByRole("region", { name });
/** The reckoning's card, by its heading in the page's language. */
const result = (name = "Your zakat") => region(name);
/** The figure beside a label in the reckoning. */
const figure = (label: RegExp, name?: string) =>
  within(result(name)).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const verdict = (name?: string) => within(result(name)).getByRole("status").textContent;

// Offline throughout: the test setup answers every fetch with a network failure, so the page works
// from the device's copy of the board and of the settings.
describe("the zakat calculator", () => {
  it("reckons by silver's nisab less the sell-back deduction until the visitor chooses otherwise", async () => {
    await putSaved(endpoints.getGoldRates.path, board);
    renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { level: 1, name: "Zakat Calculator" })).toBeTruthy();
    expect(await screen.findByText("At the board of 22 Nov 2026, 10:15 AM (Dhaka time).")).toBeTruthy();
    // 612.36 g × ৳350 = ৳2,14,326.
    expect(figure(/^Nisab today/)).toBe(taka(214_326));
    expect(screen.getByRole("radio", { name: /^Silver: 612.36 g/ })).toHaveProperty("checked", true);
    expect(verdict()).toBe("Enter what you hold to see whether zakat is due.");

    // 52 vori 8 ana of 22K silver: ৳2,14,326 in full, ৳1,92,893 less 10 % (1,92,893.4).
    const silver = region("Silver 1");
    await user.type(within(silver).getByRole("textbox", { name: "Vori" }), "52");
    await user.type(within(silver).getByRole("textbox", { name: "Ana" }), "8");
    expect(within(silver).getByText("At ৳350 per gram, less 10%")).toBeTruthy();
    expect(figure(/^Zakatable wealth/)).toBe(taka(192_893));
    expect(verdict()).toBe(`No zakat due${"Your wealth is ৳21,433 short of the nisab."}`);

    await user.click(screen.getByRole("radio", { name: "Today's full price on the board" }));
    expect(figure(/^Zakatable wealth/)).toBe(taka(214_326));
    // At the nisab: 2.5 % of ৳2,14,326 is ৳5,358.15.
    expect(verdict()).toBe(`Zakat due${taka(5_358)}2.5% of ${taka(214_326)}: your wealth reaches the nisab.`);

    // Gold's nisab: 87.48 g × ৳19,600 = ৳17,14,608.
    await user.click(screen.getByRole("radio", { name: /^Gold: 87.48 g/ }));
    expect(figure(/^Nisab today/)).toBe(taka(1_714_608));
    expect(verdict()).toMatch(/^No zakat due/);

    // 3 vori of 21K gold in grams and a second gold row, cash and savings.
    await user.type(within(region("Gold 1")).getByRole("textbox", { name: "Vori" }), "3");
    await user.click(screen.getByRole("button", { name: "Add gold of another purity" }));
    const second = region("Gold 2");
    expect(document.activeElement).toBe(within(second).getByLabelText("Purity"));
    await user.selectOptions(within(second).getByLabelText("Purity"), "18 Karat");
    await user.click(within(second).getByRole("radio", { name: "Grams" }));
    await user.type(within(second).getByRole("textbox", { name: "Grams" }), "10.5");
    await user.type(screen.getByRole("textbox", { name: "Cash at hand" }), "1,50,000");
    await user.type(screen.getByRole("textbox", { name: "Savings" }), "2500000");
    // 34.992 g × 19,600 = 6,85,843.2 → 6,85,843; 10.5 g × 16,040 = 1,68,420.
    expect(figure(/^Gold$/)).toBe(taka(685_843 + 168_420));
    expect(figure(/^Cash and savings/)).toBe(taka(2_650_000));
    const wealth = 685_843 + 168_420 + 214_326 + 2_650_000;
    expect(figure(/^Zakatable wealth/)).toBe(taka(wealth));
    expect(verdict()).toContain(taka(Math.round(wealth / 40)));

    await user.click(screen.getByRole("button", { name: "Remove Gold 2" }));
    expect(figure(/^Gold$/)).toBe(taka(685_843));
    expect(screen.getByText(/This calculator is a guide\..*a scholar decides what you owe\./)).toBeTruthy();
  });

  it("opens with the nisab the shop chose", async () => {
    await putSaved(endpoints.getGoldRates.path, board);
    await putSavedSettings({ zakat: { nisabStandard: "gold" } });
    renderPage();
    const gold = await screen.findByRole("radio", { name: "Gold: 87.48 g (7½ vori) the shop's choice" });
    expect(gold).toHaveProperty("checked", true);
    expect(figure(/^Nisab today/)).toBe(taka(1_714_608));
  });

  it("puts a specific message under each input it cannot use, and reckons nothing meanwhile", async () => {
    await putSaved(endpoints.getGoldRates.path, board);
    renderPage();
    const user = userEvent.setup();
    await screen.findByText(/^At the board of/);
    const cash = screen.getByRole("textbox", { name: "Cash at hand" });

    for (const [typed, message] of [
      ["lots", "Enter an amount in taka, such as 50,000"],
      ["-5", "The amount cannot be below zero"],
      ["12.50", "Enter whole taka, without poisha"],
      ["10000000000000", "The amount can be at most ৳10,00,00,00,00,000"],
    ]) {
      await user.clear(cash);
      await user.type(cash, typed as string);
      expect(within(region("Cash and savings")).getByRole("alert").textContent).toBe(message);
      expect(cash.getAttribute("aria-invalid")).toBe("true");
      expect(verdict()).toBe("Correct the fields marked to see your zakat.");
    }
    await user.clear(cash);

    const gold = region("Gold 1");
    await user.type(within(gold).getByRole("textbox", { name: "Ana" }), "16");
    expect(within(gold).getByRole("alert").textContent).toBe("Ana must be between 0 and 15");
    await user.clear(within(gold).getByRole("textbox", { name: "Ana" }));
    await user.type(within(gold).getByRole("textbox", { name: "Vori" }), "1001");
    expect(within(gold).getByRole("alert").textContent).toBe(
      "One purity can weigh at most 1,000 vori (11,664 g): add another row for more",
    );
    expect(verdict()).toBe("Correct the fields marked to see your zakat.");
  });

  it("says when the device has no board yet, and where to find one", async () => {
    renderPage();
    expect(
      await screen.findAllByText(
        "You are offline, and today's rates have not been saved on this device yet.",
      ),
    ).not.toHaveLength(0);
    expect(screen.getByRole("link", { name: "See today's rate" })).toBeTruthy();
  });

  describe("in Bengali", () => {
    onBengaliPage();

    it("reads Bengali digits and writes every figure in them", async () => {
      await putSaved(endpoints.getGoldRates.path, board);
      renderPage();
      const user = userEvent.setup();
      await screen.findByText(/দর অনুযায়ী/);
      await user.type(screen.getByRole("textbox", { name: "হাতে নগদ টাকা" }), "২,৫০,০০০");
      expect(figure(/^যাকাতযোগ্য সম্পদ/, "আপনার যাকাত")).toBe("৳২,৫০,০০০");
      expect(figure(/^আজকের নিসাব/, "আপনার যাকাত")).toBe("৳২,১৪,৩২৬");
      expect(verdict("আপনার যাকাত")).toBe("যাকাত দিতে হবে৳৬,২৫০৳২,৫০,০০০-এর ২.৫%: আপনার সম্পদ নিসাব ছুঁয়েছে।");
      expect(document.querySelector(".container")?.textContent).not.toMatch(/[0-9]/);
    });
  });

  it("takes over what was typed into the server's page before the app started", async () => {
    await putSaved(endpoints.getGoldRates.path, board);
    const ui = (
      <MemoryRouter initialEntries={["/zakat"]}>
        <ZakatPage />
      </MemoryRouter>
    );
    const page = document.createElement("div");
    page.innerHTML = await renderAsServer(ui);
    document.body.append(page);
    const cash = document.getElementById("zakat-cash") as HTMLInputElement;
    cash.value = "3,00,000";
    (document.querySelector("input[name=zakat-valuation][value=full]") as HTMLInputElement).checked = true;
    const silverVori = document.getElementById("holding-2-vori") as HTMLInputElement;
    silverVori.value = "10";
    cash.focus();

    const { onRecoverableError } = hydrateInPage(page, ui);
    expect(document.activeElement).toBe(cash);
    // 116.64 g of 22K silver in full at ৳350: ৳40,824, with ৳3,00,000 in cash.
    expect(await screen.findByText(taka(340_824), { selector: "dd" })).toBeTruthy();
    expect(cash.value).toBe("3,00,000");
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
