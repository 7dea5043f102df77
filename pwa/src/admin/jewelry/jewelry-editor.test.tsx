import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { type Answer, json } from "../../data/testing/fake-api";
import { catalogue, jewelryApi, renderJewelryAdmin } from "../testing/jewelry-admin";

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const editor = () => screen.getByRole("region", { name: /New jewelry item|Edit:/ });

async function openNew() {
  const view = renderJewelryAdmin("/admin/jewelry/new");
  await screen.findByRole("heading", { name: "New jewelry item" });
  return view;
}

describe("JewelryEditor", () => {
  it("starts a new item as Ring, Gold, not featured, with the purity suggestions", async () => {
    jewelryApi(catalogue);
    await openNew();
    expect((field("Category") as unknown as HTMLSelectElement).value).toBe("Ring");
    expect((field("Metal") as unknown as HTMLSelectElement).value).toBe("Gold");
    expect(field("Featured").checked).toBe(false);
    expect(field("Weight (g)").getAttribute("inputmode")).toBe("decimal");
    const options = [
      ...(document.getElementById("jewelry-purity-suggestions")?.querySelectorAll("option") ?? []),
    ];
    expect(options.map((option) => option.value)).toEqual(["22K", "21K", "18K", "925"]);
    expect(screen.getByText(/Markdown allowed/)).toBeTruthy();
  });

  it("shows the schema's messages under each field and focuses the first", async () => {
    const api = jewelryApi(catalogue);
    await openNew();
    await userEvent.type(field("Weight (g)"), "-1");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Weight must be 0 or more")).toBeTruthy();
    expect(screen.getByText("Purity is required")).toBeTruthy();
    expect(screen.getByText("Description is required")).toBeTruthy();
    expect(screen.getByText("Add a photo")).toBeTruthy();
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(field("Name").getAttribute("aria-describedby")).toBe("jewelry-name-error");
    expect(document.activeElement).toBe(field("Name"));
    expect(api.writes()).toEqual([]);
  });

  it("adds an image address only when it is not blank and is a link, and removes it", async () => {
    jewelryApi(catalogue);
    await openNew();
    const draft = field("Image URL");
    const add = screen.getByRole("button", { name: "Add Image" });
    await userEvent.click(add);
    await userEvent.type(draft, "    ");
    await userEvent.click(add);
    expect(screen.getByText("No photos yet: the first one added becomes the main image.")).toBeTruthy();

    await userEvent.clear(draft);
    await userEvent.type(draft, "javascript:alert(1)");
    await userEvent.click(add);
    // The first photo is the main image: the schema's words for that field.
    expect(screen.getByText(/Main image URL must be a web address/)).toBeTruthy();
    expect(draft.getAttribute("aria-invalid")).toBe("true");

    await userEvent.clear(draft);
    await userEvent.type(draft, "  /images/side.svg  {Enter}");
    const list = screen.getByRole("list");
    expect(within(list).getByText("/images/side.svg")).toBeTruthy();
    expect(within(list).getByText("Main image")).toBeTruthy();
    expect(draft.value).toBe("");

    await userEvent.type(draft, "/images/back side.svg{Enter}");
    expect(screen.getByText(/Additional image URL must not contain spaces/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Remove photo 1" }));
    expect(screen.queryByRole("list")).toBeNull();
    expect(document.activeElement).toBe(field("Choose photos"));
  });

  it("creates an item with Ctrl+S, weight as a number, then closes and focuses the new row", async () => {
    let items = catalogue;
    const created = jewelryItem({
      _id: "new-1",
      name: "Padma Pendant",
      category: "Pendant",
      weight: 5.5,
      imageUrl: "/images/padma.svg",
      images: ["/images/padma-2.svg"],
    });
    const api = jewelryApi(catalogue, {
      "POST /api/jewelry": () => {
        items = [created, ...catalogue];
        return json(created, 201);
      },
      "GET /api/jewelry": () => json(items),
    });
    const { router } = await openNew();
    await userEvent.type(field("Name"), "Padma Pendant");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "Pendant");
    // Typed on a Bengali keyboard.
    await userEvent.type(field("Weight (g)"), "৫.৫");
    await userEvent.type(field("Purity"), "22K");
    await userEvent.type(field("Image URL"), "/images/padma.svg{Enter}");
    await userEvent.type(field("Image URL"), "/images/padma-2.svg");
    await userEvent.click(screen.getByRole("button", { name: "Add Image" }));
    await userEvent.type(field("Description"), "A lotus **pendant**.");
    await userEvent.click(field("Featured"));
    field("Description").focus();
    await userEvent.keyboard("{Control>}s{/Control}");

    expect(await screen.findByText("Jewelry item added successfully!")).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: "POST",
        path: "/api/jewelry",
        body: {
          name: "Padma Pendant",
          category: "Pendant",
          metal: "Gold",
          weight: 5.5,
          purity: "22K",
          imageUrl: "/images/padma.svg",
          images: ["/images/padma-2.svg"],
          description: "A lotus **pendant**.",
          featured: true,
          pairsWith: [],
          estimate: "shop",
          makingCharge: null,
          stoneValue: null,
          bn: { name: "", description: "" },
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/jewelry"));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "New jewelry item" })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Padma Pendant"));
  });

  it("updates the full item and says so", async () => {
    const ring = catalogue[1] as JewelryItem;
    const api = jewelryApi(catalogue, { "PUT /api/jewelry/ring": () => json({ ...ring, weight: 3.4 }) });
    const { router } = renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    expect(field("Name").value).toBe("Classic Solitaire");
    await userEvent.clear(field("Weight (g)"));
    await userEvent.type(field("Weight (g)"), "3.4");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Jewelry item updated successfully!")).toBeTruthy();
    const { _id, createdAt, updatedAt, ...fields } = ring;
    expect(api.writes()).toEqual([
      {
        method: "PUT",
        path: "/api/jewelry/ring",
        body: {
          ...fields,
          weight: 3.4,
          pairsWith: [],
          estimate: "shop",
          makingCharge: null,
          stoneValue: null,
          bn: { name: "", description: "" },
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/jewelry"));
  });

  it("puts the server's issues under their fields and keeps what was typed", async () => {
    jewelryApi(catalogue, {
      "PUT /api/jewelry/ring": () =>
        json(
          { error: "Name is already taken", issues: [{ path: "name", message: "Name is already taken" }] },
          400,
        ),
    });
    renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    await userEvent.type(field("Name"), " Two");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    // The spec's words with the server's in the flash message; the server's under the field.
    expect(await screen.findByText("Error saving jewelry item: Name is already taken")).toBeTruthy();
    expect(screen.getByText("Name is already taken")).toBeTruthy();
    expect(field("Name").value).toBe("Classic Solitaire Two");
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(editor()).toBeTruthy();
  });

  it("edits the Bengali name and description under the English ones and sends them with the item", async () => {
    const bangles = jewelryItem({
      _id: "bangles",
      name: "Nakshi Bangles",
      bn: { name: "নকশি বালা", description: "" },
    });
    const api = jewelryApi([bangles], { "PUT /api/jewelry/bangles": () => json(bangles) });
    renderJewelryAdmin("/admin/jewelry/bangles");
    await screen.findByRole("heading", { name: "Edit: Nakshi Bangles" });
    const name = field("Name (Bengali)");
    expect(name.value).toBe("নকশি বালা");
    expect(name.getAttribute("lang")).toBe("bn");
    await userEvent.type(field("Description (Bengali)"), "হাতে খোদাই করা **জোড়া** বালা।");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Jewelry item updated successfully!")).toBeTruthy();
    expect(api.writes()[0]?.body).toEqual(
      expect.objectContaining({
        bn: { name: "নকশি বালা", description: "হাতে খোদাই করা **জোড়া** বালা।" },
      }),
    );
  });

  it("keeps the Bengali texts through a refusal, with a Bengali field's issue under it", async () => {
    const api = jewelryApi(catalogue, {
      "PUT /api/jewelry/ring": () =>
        json(
          {
            error: "Name (Bengali) must be at most 150 characters",
            issues: [{ path: "bn.name", message: "Name (Bengali) must be at most 150 characters" }],
          },
          400,
        ),
    });
    renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    await userEvent.clear(field("Name"));
    await userEvent.type(field("Name (Bengali)"), "সলিটেয়ার আংটি");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(field("Name (Bengali)").value).toBe("সলিটেয়ার আংটি");
    expect(api.writes()).toEqual([]);

    await userEvent.type(field("Name"), "Classic Solitaire");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name (Bengali) must be at most 150 characters")).toBeTruthy();
    expect(field("Name (Bengali)").getAttribute("aria-invalid")).toBe("true");
    expect(field("Name (Bengali)").value).toBe("সলিটেয়ার আংটি");
  });

  it("says the save failed, with the server's words or that it could not be reached, and stays open", async () => {
    let answer: Answer = json({ error: "Database is busy, try again in a moment." }, 503);
    jewelryApi(catalogue, { "PUT /api/jewelry/ring": () => answer });
    renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    await userEvent.type(field("Name"), " Two");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Error saving jewelry item: Database is busy, try again in a moment."),
    ).toBeTruthy();

    answer = "network-error";
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Error saving jewelry item: The server cannot be reached. Check the connection and try again.",
      ),
    ).toBeTruthy();
    expect(field("Name").value).toBe("Classic Solitaire Two");
    expect(editor()).toBeTruthy();
  });

  it("Cancel resets and closes without asking or sending", async () => {
    const api = jewelryApi(catalogue);
    const { router } = await openNew();
    await userEvent.type(field("Name"), "Half typed");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/jewelry"));
    expect(screen.queryByRole("dialog", { name: "Please confirm" })?.hasAttribute("open")).toBeFalsy();
    expect(api.writes()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add New Jewelry" }));

    await userEvent.click(screen.getByRole("button", { name: "Add New Jewelry" }));
    expect(field("Name").value).toBe("");
  });

  it("asks before leaving a form with changes for another row", async () => {
    jewelryApi(catalogue);
    const { router } = renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    await userEvent.type(field("Purity"), "+");
    await userEvent.click(screen.getByRole("button", { name: "Edit Everyday Box Chain" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Leave without saving\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(router.state.location.pathname).toBe("/admin/jewelry/ring");
    expect(field("Purity").value).toBe("18K+");

    await userEvent.click(screen.getByRole("button", { name: "Edit Everyday Box Chain" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave without saving" }),
    );
    expect(await screen.findByRole("heading", { name: "Edit: Everyday Box Chain" })).toBeTruthy();
  });

  it("shows the main image preview, and a short message when it fails", async () => {
    jewelryApi(catalogue);
    renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    const preview = screen.getByRole("img", { name: "Preview of the main image" });
    expect(preview.getAttribute("src")).toBe("/images/ring.svg");
    preview.dispatchEvent(new Event("error"));
    expect(await screen.findByText("The image could not be loaded. Check the URL.")).toBeTruthy();
  });
});

describe("Esc in the editor", () => {
  it("closes a clean form at once, and asks first when something was typed", async () => {
    jewelryApi(catalogue);
    const { router } = renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    await userEvent.type(field("Purity"), "+");
    await userEvent.keyboard("{Escape}");
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(router.state.location.pathname).toBe("/admin/jewelry/ring");
    expect(field("Purity").value).toBe("18K+");

    await userEvent.clear(field("Purity"));
    await userEvent.type(field("Purity"), "18K");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/jewelry"));
  });
});
