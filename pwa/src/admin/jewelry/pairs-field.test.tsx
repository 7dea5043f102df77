import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { json } from "../../data/testing/fake-api";
import { catalogue, jewelryApi, renderJewelryAdmin } from "../testing/jewelry-admin";

afterEach(() => {
  vi.unstubAllGlobals();
});

const necklace = catalogue[0] as JewelryItem;
const search = () => screen.getByLabelText("Find a piece by name") as HTMLInputElement;
const chosen = () =>
  within(screen.getByRole("list", { name: "Pieces it pairs with" }))
    .getAllByRole("listitem")
    .map((row) => row.textContent);

async function editNecklace(items = catalogue, handlers = {}) {
  const api = jewelryApi(items, {
    "PUT /api/jewelry/necklace": (request) => json({ ...necklace, ...(request.body as object) }),
    ...handlers,
  });
  renderJewelryAdmin("/admin/jewelry/necklace");
  await screen.findByRole("heading", { name: "Edit: Rajkonna Bridal Necklace" });
  return api;
}

const sentPairs = (api: ReturnType<typeof jewelryApi>) =>
  api.writes().map((write) => (write.body as { pairsWith?: string[] }).pairsWith);

describe("choosing the pieces an item pairs with", () => {
  it("finds pieces by name, never the piece itself, adds them in order and saves them", async () => {
    const api = await editNecklace();
    await userEvent.type(search(), "a");
    const offered = within(screen.getByRole("list", { name: "Pieces to add" }));
    expect(offered.queryByText("Rajkonna Bridal Necklace")).toBeNull();
    await userEvent.click(offered.getByRole("button", { name: /Everyday Box Chain/ }));
    expect(search().value).toBe("");
    expect(document.activeElement).toBe(search());

    // Enter adds the first match, and the form is not sent.
    await userEvent.type(search(), "solit{Enter}");
    expect(chosen()).toEqual(["Everyday Box ChainChain", "Classic SolitaireRing"]);
    expect(api.writes()).toEqual([]);

    await userEvent.type(search(), "box");
    expect(screen.getByText("No other piece is named “box”")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sentPairs(api)).toEqual([["chain", "ring"]]));
  });

  it("removes a chosen piece with its own button and moves focus to the next", async () => {
    const paired = [{ ...necklace, pairsWith: ["ring", "chain"] }, ...catalogue.slice(1)];
    const api = await editNecklace(paired);
    expect(chosen()).toEqual(["Classic SolitaireRing", "Everyday Box ChainChain"]);
    await userEvent.click(screen.getByRole("button", { name: "Remove Classic Solitaire" }));
    expect(chosen()).toEqual(["Everyday Box ChainChain"]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Everyday Box Chain" })),
    );
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Pieces it pairs with" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(search()));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sentPairs(api)).toEqual([[]]));
  });

  it("names a paired piece that has left the catalogue, so the owner can remove it", async () => {
    await editNecklace([{ ...necklace, pairsWith: ["sold"] }, ...catalogue.slice(1)]);
    expect(chosen()).toEqual(["A piece no longer in the catalogue"]);
    expect(screen.getByRole("button", { name: "Remove A piece no longer in the catalogue" })).toBeTruthy();
  });

  it("stops at eight, saying why", async () => {
    const others = Array.from({ length: 8 }, (_, n) =>
      jewelryItem({ _id: `piece-${n}`, name: `Piece ${n}` }),
    );
    await editNecklace([{ ...necklace, pairsWith: others.map((piece) => piece._id) }, ...others]);
    expect(screen.getByLabelText("8 pieces chosen: remove one to add another")).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("shows the server's refusal under the field", async () => {
    const message = "No piece has the id chain: it may have been deleted";
    await editNecklace(catalogue, {
      "PUT /api/jewelry/necklace": () =>
        json(
          { error: message, issues: [{ path: "pairsWith", message, check: { check: "pairsUnknown" } }] },
          400,
        ),
    });
    await userEvent.type(search(), "chain{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(search().getAttribute("aria-invalid")).toBe("true");
  });
});
