import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { board, ratesApi, renderRatesAdmin, samplePrices } from "../testing/rates-admin";

const panel = async () => within(await screen.findByRole("form", { name: "Zakat calculator" }));

describe("the zakat calculator's nisab beside the board", () => {
  it("starts at silver's, shows the nisab in taka at today's board as the owner chooses, and saves", async () => {
    const user = userEvent.setup();
    const { requests, state } = ratesApi([board(1, "2025-11-22T04:15:00.000Z", samplePrices(19_600))]);
    renderRatesAdmin();
    const card = await panel();
    expect(card.getByRole("radio", { name: "Silver: 612.36 g (52½ vori)" })).toHaveProperty("checked", true);
    // 612.36 g × ৳340 = ৳2,08,202.4, rounded up.
    expect(card.getByText("Nisab at today's board: ৳2,08,203.")).toBeTruthy();

    await user.click(card.getByRole("radio", { name: "Gold: 87.48 g (7½ vori)" }));
    // 87.48 g × ৳19,600.
    expect(card.getByText("Nisab at today's board: ৳17,14,608.")).toBeTruthy();
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(await card.findByText("Zakat Calculator settings saved successfully!")).toBeTruthy();
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.path).toBe("/api/website-settings/zakat");
    expect(put?.body).toEqual({ zakat: { nisabStandard: "gold" } });
    expect(state.settings.zakat).toEqual({ nisabStandard: "gold" });
  });

  it("asks for a board before it can name the nisab in taka", async () => {
    ratesApi([]);
    renderRatesAdmin();
    const card = await panel();
    expect(card.getByText("Publish a board to see the nisab in taka.")).toBeTruthy();
  });
});
