import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dhakaCalendarDay } from "#core/format/dhaka-time";
import { board, ratesApi, renderRatesAdmin, samplePrices } from "../testing/rates-admin";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The sample shop's board: 22K gold at ৳19,600 a gram, ৳2,28,614 a vori. */
const sampleBoards = () => [board(1, "2025-11-22T04:15:00.000Z", samplePrices(19_600))];

const panel = async () => within(await screen.findByRole("form", { name: "Old gold deductions" }));

describe("the old gold deductions beside the board", () => {
  it("starts from the trade's figures, previews 1 vori of 22K as the owner types, and saves them dated", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    const card = await panel();
    const exchange = card.getByLabelText("Exchange for a new piece (%)") as HTMLInputElement;
    expect(exchange.value).toBe("8");
    expect((card.getByLabelText("Sell-back for cash (%)") as HTMLInputElement).value).toBe("10");
    expect((card.getByLabelText("Applied from") as HTMLInputElement).value).toBe("");
    expect(
      card.getByText("1 vori of 22K at today's board: ৳2,28,614; exchange ৳2,10,325, sell-back ৳2,05,753."),
    ).toBeTruthy();

    await user.clear(exchange);
    await user.type(exchange, "৯");
    expect(card.getByText(/^1 vori of 22K/).textContent).toContain("exchange ৳2,08,039");

    // No day yet: the day is asked for, and nothing is sent.
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(await card.findByText("Effective date must be a date such as 2025-10-15")).toBeTruthy();
    fireEvent.change(card.getByLabelText("Applied from"), { target: { value: "2999-01-01" } });
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(await card.findByText("The effective date cannot be later than today")).toBeTruthy();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);

    const today = dhakaCalendarDay(new Date());
    fireEvent.change(card.getByLabelText("Applied from"), { target: { value: today } });
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(await card.findByText("Old Gold Deductions saved successfully!")).toBeTruthy();
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.path).toBe("/api/website-settings/oldGold");
    expect(put?.body).toEqual({ oldGold: { exchangePercent: 9, sellBackPercent: 10, effectiveFrom: today } });
  });

  it("puts each refused figure's message under its own field, as the API words it", async () => {
    const user = userEvent.setup();
    ratesApi(sampleBoards());
    renderRatesAdmin();
    const card = await panel();
    const sellBack = card.getByLabelText("Sell-back for cash (%)");
    await user.clear(sellBack);
    await user.type(sellBack, "12.5");
    const exchange = card.getByLabelText("Exchange for a new piece (%)");
    await user.clear(exchange);
    await user.type(exchange, "60");
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(await card.findByText("Sell-back deduction must be a whole number of percent")).toBeTruthy();
    expect(card.getByText("Exchange deduction must be between 0 and 50 percent")).toBeTruthy();
    expect(exchange.getAttribute("aria-invalid")).toBe("true");
    // Nothing to preview from figures that cannot be saved.
    expect(card.queryByText(/^1 vori of 22K/)).toBeNull();
  });

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    const message = "The effective date cannot be later than today";
    ratesApi(sampleBoards(), (request) =>
      request.method === "PUT"
        ? { status: 400, body: { error: message, issues: [{ path: "oldGold.effectiveFrom", message }] } }
        : undefined,
    );
    renderRatesAdmin();
    const card = await panel();
    fireEvent.change(card.getByLabelText("Applied from"), { target: { value: "2025-11-01" } });
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(await card.findByText(`Error: ${message}`)).toBeTruthy();
    expect(card.getByLabelText("Applied from").getAttribute("aria-invalid")).toBe("true");
  });

  it("asks for a board before it can preview", async () => {
    ratesApi([]);
    renderRatesAdmin();
    expect((await panel()).getByText("Publish a board to see what 1 vori of 22K brings.")).toBeTruthy();
  });
});
