import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Answer, json } from "../../data/testing/fake-api";
import { catalogue, jewelryApi, renderJewelryAdmin } from "../testing/jewelry-admin";

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = () => screen.getByRole("table", { name: "Jewelry items" });
const rowNames = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent);
const dialog = () => screen.getByRole("dialog");

describe("JewelryAdminPage list", () => {
  it("shows a loading state, then every item with its columns, and sorts by weight", async () => {
    jewelryApi(catalogue);
    renderJewelryAdmin();
    expect(screen.getByRole("heading", { level: 1, name: "Jewelry Management" })).toBeTruthy();
    expect(screen.getByText("Loading...")).toBeTruthy();
    await screen.findByRole("table", { name: "Jewelry items" });
    expect(rowNames()).toEqual(["Rajkonna Bridal Necklace", "Classic Solitaire", "Everyday Box Chain"]);
    const headers = within(table())
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["", "Item", "Category", "Metal", "Weight (g)", "Featured", "Actions"]);
    const necklace = within(table()).getByRole("row", { name: /Rajkonna Bridal Necklace/ });
    expect(within(necklace).getByText("48.6")).toBeTruthy();
    expect(necklace.querySelector("img")?.getAttribute("width")).toBe("36");

    await userEvent.click(screen.getByRole("button", { name: "Weight (g)" }));
    expect(rowNames()).toEqual(["Classic Solitaire", "Everyday Box Chain", "Rajkonna Bridal Necklace"]);
    await userEvent.click(screen.getByRole("button", { name: "Weight (g)" }));
    expect(rowNames()).toEqual(["Rajkonna Bridal Necklace", "Everyday Box Chain", "Classic Solitaire"]);
    await userEvent.click(screen.getByRole("button", { name: "Item" }));
    expect(rowNames()).toEqual(["Classic Solitaire", "Everyday Box Chain", "Rajkonna Bridal Necklace"]);
  });

  it("shows a broken thumbnail as the placeholder", async () => {
    jewelryApi(catalogue);
    renderJewelryAdmin();
    const image = (await screen.findByRole("row", { name: /Classic Solitaire/ })).querySelector("img");
    expect(image?.getAttribute("src")).toBe("/images/ring.svg");
    image?.dispatchEvent(new Event("error"));
    await waitFor(() => expect(image?.getAttribute("src")).toBe("/images/placeholder.svg"));
  });

  it("says when the list cannot be loaded, and Retry loads it", async () => {
    let fail = true;
    jewelryApi(catalogue, {
      "GET /api/jewelry": () => (fail ? json({ error: "Database is busy" }, 503) : json(catalogue)),
    });
    renderJewelryAdmin();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error loading jewelry items");
    expect(alert.textContent).toContain("Database is busy");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: "Jewelry items" })).toBeTruthy();
  });

  it("says so when there are no items, and when nothing matches the search", async () => {
    jewelryApi([]);
    const { unmount } = renderJewelryAdmin();
    expect(await screen.findByText(/No jewelry items yet/)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    jewelryApi(catalogue);
    renderJewelryAdmin();
    await screen.findByRole("table");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search jewelry" }), "platinum");
    expect(screen.getByText("No items match the search or filters.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(rowNames()).toHaveLength(3);
  });

  it("searches name, description, category and metal, and filters by category and metal", async () => {
    jewelryApi(catalogue);
    renderJewelryAdmin();
    await screen.findByRole("table");
    const search = screen.getByRole("searchbox", { name: "Search jewelry" });
    await userEvent.type(search, "silver");
    expect(rowNames()).toEqual(["Everyday Box Chain"]);
    expect(screen.getByText("Showing 1 of 3 items")).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Filter by category" }), "Necklace");
    expect(rowNames()).toEqual(["Rajkonna Bridal Necklace"]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Filter by category" }), "");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Filter by metal" }), "Diamond");
    expect(rowNames()).toEqual(["Classic Solitaire"]);
  });

  it("toggles Featured from its badge, sending only the flag", async () => {
    const api = jewelryApi(catalogue, {
      "PUT /api/jewelry/ring": () => json({ ...catalogue[1], featured: true }),
    });
    renderJewelryAdmin();
    const badge = await screen.findByRole("button", { name: "Featured: Classic Solitaire" });
    expect(badge.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(badge);
    expect(await screen.findByText("Jewelry item updated successfully!")).toBeTruthy();
    expect(api.writes()).toEqual([{ method: "PUT", path: "/api/jewelry/ring", body: { featured: true } }]);
    expect(
      screen.getByRole("button", { name: "Featured: Rajkonna Bridal Necklace" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(document.activeElement).toBe(badge);
  });

  it("says the save failed, with the server's words, when the featured toggle fails", async () => {
    jewelryApi(catalogue, {
      "PUT /api/jewelry/ring": () => json({ error: "Jewelry item not found" }, 404),
    });
    renderJewelryAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Featured: Classic Solitaire" }));
    expect(await screen.findByText("Error saving jewelry item: Jewelry item not found")).toBeTruthy();
  });

  it("says the delete failed, with the server's words or that it could not be reached", async () => {
    let answer: Answer = json({ error: "Database is busy, try again in a moment." }, 503);
    jewelryApi(catalogue, { "DELETE /api/jewelry/ring": () => answer });
    renderJewelryAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Classic Solitaire" }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("Error deleting jewelry item: Database is busy, try again in a moment."),
    ).toBeTruthy();
    expect(rowNames()).toContain("Classic Solitaire");

    answer = "network-error";
    await userEvent.click(screen.getByRole("button", { name: "Delete Classic Solitaire" }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText(
        "Error deleting jewelry item: The server cannot be reached. Check the connection and try again.",
      ),
    ).toBeTruthy();
  });

  it("deletes a row only after the confirmation, then moves focus to the next row", async () => {
    let items = catalogue;
    const api = jewelryApi(catalogue, {
      "DELETE /api/jewelry/ring": () => {
        items = catalogue.filter((item) => item._id !== "ring");
        return json({ deleted: true, _id: "ring" });
      },
      "GET /api/jewelry": () => json(items),
    });
    renderJewelryAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Classic Solitaire" }));
    expect(within(dialog()).getByText("Are you sure you want to delete this item?")).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    expect(api.writes()).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Delete Classic Solitaire" }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Jewelry item deleted successfully!")).toBeTruthy();
    expect(api.writes()).toEqual([{ method: "DELETE", path: "/api/jewelry/ring", body: undefined }]);
    await waitFor(() => expect(rowNames()).toEqual(["Rajkonna Bridal Necklace", "Everyday Box Chain"]));
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Everyday Box Chain"));
  });

  it("features the selected rows in one go and reports once", async () => {
    const api = jewelryApi(catalogue, {
      "PUT /api/jewelry/ring": () => json({ ...catalogue[1], featured: true }),
      "PUT /api/jewelry/chain": () => json({ ...catalogue[2], featured: true }),
    });
    renderJewelryAdmin();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select Classic Solitaire" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Everyday Box Chain" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Feature" }));
    expect(await screen.findByText("Featured 2 of 2 items.")).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: "PUT", path: "/api/jewelry/ring", body: { featured: true } },
      { method: "PUT", path: "/api/jewelry/chain", body: { featured: true } },
    ]);
  });

  it("says which selected rows could not be featured, after the spec's words", async () => {
    jewelryApi(catalogue, {
      "PUT /api/jewelry/ring": () => json({ ...catalogue[1], featured: true }),
      "PUT /api/jewelry/chain": () => "network-error",
    });
    renderJewelryAdmin();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select Classic Solitaire" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Everyday Box Chain" }));
    await userEvent.click(screen.getByRole("button", { name: "Feature" }));
    expect(
      await screen.findByText(
        "Featured 1 of 2 items. Error saving jewelry item: Everyday Box Chain (The server cannot be reached. Check the connection and try again.).",
      ),
    ).toBeTruthy();
  });

  it("bulk delete asks once with the count and names what failed", async () => {
    const api = jewelryApi(catalogue, {
      "DELETE /api/jewelry/ring": () => json({ deleted: true, _id: "ring" }),
      "DELETE /api/jewelry/chain": () => json({ error: "Jewelry item not found" }, 404),
    });
    renderJewelryAdmin();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select Classic Solitaire" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Everyday Box Chain" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(within(dialog()).getByText("Are you sure you want to delete these 2 items?")).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText(
        "Deleted 1 of 2 items. Error deleting jewelry item: Everyday Box Chain (Jewelry item not found).",
      ),
    ).toBeTruthy();
    expect(api.writes().map((request) => request.path)).toEqual(["/api/jewelry/ring", "/api/jewelry/chain"]);
    expect(screen.getByText("1 selected")).toBeTruthy();
  });

  it("N opens a new item, / focuses the search and Esc in it clears it", async () => {
    jewelryApi(catalogue);
    const { router } = renderJewelryAdmin();
    await screen.findByRole("table");
    await userEvent.keyboard("[Slash]");
    const search = screen.getByRole("searchbox", { name: "Search jewelry" });
    expect(document.activeElement).toBe(search);
    await userEvent.keyboard("chain");
    expect(rowNames()).toEqual(["Everyday Box Chain"]);
    await userEvent.keyboard("{Escape}");
    expect((search as HTMLInputElement).value).toBe("");
    expect(rowNames()).toHaveLength(3);

    search.blur();
    await userEvent.keyboard("n");
    expect(router.state.location.pathname).toBe("/admin/jewelry/new");
    expect(await screen.findByRole("heading", { name: "New jewelry item" })).toBeTruthy();
    expect(screen.getByRole("table")).toBeTruthy();
  });

  it("opens a row in the editor beside the list with ↓ and Enter, and Esc closes it", async () => {
    jewelryApi(catalogue);
    const { router } = renderJewelryAdmin();
    await screen.findByRole("table");
    const rows = within(table()).getAllByRole("row").slice(1);
    rows[0]?.focus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(router.state.location.pathname).toBe("/admin/jewelry/ring");
    expect(await screen.findByRole("heading", { name: "Edit: Classic Solitaire" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Name")));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/jewelry"));
    expect(screen.queryByRole("heading", { name: "Edit: Classic Solitaire" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(table()).getAllByRole("row")[2]));
  });

  it("turns saving and deleting off while offline", async () => {
    jewelryApi(catalogue);
    renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true),
    );
    expect(screen.getByRole("button", { name: "Delete Classic Solitaire" }).hasAttribute("disabled")).toBe(
      true,
    );
    expect(screen.getByRole("button", { name: "Featured: Classic Solitaire" }).hasAttribute("disabled")).toBe(
      true,
    );
    vi.restoreAllMocks();
  });
});
