import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { json } from "../../data/testing/fake-api";
import { catalogue, jewelryApi, renderJewelryAdmin } from "../testing/jewelry-admin";

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe("a piece's price estimate in its editor", () => {
  it("starts as the shop has it, at the shop's minimum, without stones", async () => {
    jewelryApi(catalogue);
    renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    expect(screen.getByRole("group", { name: "Price estimate" })).toBeTruthy();
    expect(select("Show the estimate").value).toBe("shop");
    expect(select("Making charge").value).toBe("shop");
    expect(screen.queryByLabelText("Making charge (%)")).toBeNull();
    expect(field("Stone value (৳)").value).toBe("");
  });

  it("saves the piece's own choice, making charge per gram and stone value", async () => {
    const ring = catalogue[1] as JewelryItem;
    const api = jewelryApi(catalogue, { "PUT /api/jewelry/ring": () => json(ring) });
    const user = userEvent.setup();
    renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });

    await user.selectOptions(select("Show the estimate"), "Always");
    await user.selectOptions(select("Making charge"), "Taka per gram");
    await user.type(field("Making charge (৳ per gram)"), "১২.৫");
    await user.type(field("Stone value (৳)"), "12,000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Making charge per gram must be a whole number of taka")).toBeTruthy();
    expect(field("Making charge (৳ per gram)").getAttribute("aria-invalid")).toBe("true");
    expect(api.writes()).toEqual([]);

    await user.clear(field("Making charge (৳ per gram)"));
    await user.type(field("Making charge (৳ per gram)"), "৬৫০");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Jewelry item updated successfully!")).toBeTruthy();
    expect(api.writes()[0]?.body).toMatchObject({
      estimate: "on",
      makingCharge: { kind: "perGram", value: 650 },
      stoneValue: 12_000,
    });
  });

  it("goes back to the shop's minimum making charge", async () => {
    const ring = { ...(catalogue[1] as JewelryItem), makingCharge: { kind: "percent" as const, value: 8.5 } };
    const api = jewelryApi([catalogue[0] as JewelryItem, ring], {
      "PUT /api/jewelry/ring": () => json(ring),
    });
    const user = userEvent.setup();
    renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    expect(field("Making charge (%)").value).toBe("8.5");

    await user.selectOptions(select("Making charge"), "The shop's minimum");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Jewelry item updated successfully!")).toBeTruthy();
    expect(api.writes()[0]?.body).toMatchObject({ makingCharge: null, stoneValue: null });
  });
});
