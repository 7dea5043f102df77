import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { json } from "../../data/testing/fake-api";
import { jewelryApi, renderJewelryAdmin } from "../testing/jewelry-admin";

afterEach(() => {
  vi.unstubAllGlobals();
});

const piece = (_id: string, name: string) => jewelryItem({ _id, name, featured: true });
const featured = [piece("a", "Anklet"), piece("b", "Bala"), piece("c", "Chur")];

const openDialog = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Featured order" }));
  const dialog = await screen.findByRole("dialog", { name: "Order of the featured pieces" });
  await within(dialog).findByRole("list");
  return dialog;
};
const listedNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("listitem")
    .map((row) => row.textContent);

describe("the featured pieces' order", () => {
  it("moves a piece from the keyboard and saves the whole order in one call", async () => {
    let answer: JewelryItem[] = featured;
    const api = jewelryApi(featured, {
      "GET /api/jewelry/featured": () => json(answer),
      "PUT /api/jewelry/featured/order": () => {
        answer = [featured[1], featured[0], featured[2]] as JewelryItem[];
        return json(answer);
      },
    });
    renderJewelryAdmin();
    const dialog = await openDialog();
    expect(listedNames(dialog)).toEqual(["1Anklet", "2Bala", "3Chur"]);
    const save = within(dialog).getByRole("button", { name: "Save order" });
    expect(save).toHaveProperty("disabled", true);

    const down = within(dialog).getByRole("button", { name: "Move Anklet down" });
    await userEvent.click(down);
    expect(listedNames(dialog)).toEqual(["1Bala", "2Anklet", "3Chur"]);
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Move Anklet down" }));
    expect(within(dialog).getByRole("status").textContent).toBe("Anklet is now 2 of 3.");

    await userEvent.click(save);
    expect(await screen.findByText("Saved the order of the featured pieces.")).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: "PUT", path: "/api/jewelry/featured/order", body: { ids: ["b", "a", "c"] } },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the owner's order when a piece was unfeatured elsewhere, and says to save again", async () => {
    let answer: JewelryItem[] = featured;
    jewelryApi(featured, {
      "GET /api/jewelry/featured": () => json(answer),
      "PUT /api/jewelry/featured/order": () => {
        answer = [featured[2], featured[0], piece("d", "Dul")] as JewelryItem[];
        return json(
          {
            error:
              "A piece in this order is no longer featured: reload the featured pieces and save the order again",
            code: "featuredOrderStale",
          },
          409,
        );
      },
    });
    renderJewelryAdmin();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Move Chur up" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Move Chur up" }));
    expect(listedNames(dialog)).toEqual(["1Chur", "2Anklet", "3Bala"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save order" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "A piece was unfeatured on another device meanwhile",
    );
    expect(listedNames(dialog)).toEqual(["1Chur", "2Anklet", "3Dul"]);
  });

  it("says how to feature pieces when none is", async () => {
    jewelryApi(featured, { "GET /api/jewelry/featured": () => json([]) });
    renderJewelryAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Featured order" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/No piece is featured yet/)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Save order" })).toHaveProperty("disabled", true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
