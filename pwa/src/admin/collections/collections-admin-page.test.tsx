import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Collection } from "#core/schemas/collection";
import { fakeApi, json, type SentRequest, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { catalogue } from "../testing/jewelry-admin";
import { renderInAdmin } from "../testing/render-in-admin";
import { CollectionsAdminPage } from "./collections-admin-page";

const bridal: Collection = {
  _id: "c1",
  slug: "bridal",
  name: "Bridal",
  description: "",
  bn: { name: "বিয়ের গহনা", description: "" },
  coverImage: "",
  cover: "",
  pieceIds: ["necklace", "ring"],
  createdAt: "2026-11-22T04:00:00.000Z",
  updatedAt: "2026-11-22T04:00:00.000Z",
};

/** A fake API holding `collections`, answering writes as the server would, and recording them. */
function collectionsApi(
  start: Collection[],
  answer?: (request: SentRequest) => ReturnType<typeof json> | undefined,
) {
  let collections = start;
  const requests = fakeApi((request) => {
    const { method, path, body } = request;
    const special = answer?.(request);
    if (special) return special;
    if (method === "GET" && path === "/api/collections") return json(collections);
    if (method === "GET" && path === "/api/jewelry") return json(catalogue);
    if (method === "POST" && path === "/api/collections") {
      const made = { ...bridal, ...(body as object), _id: "c2", cover: "" } as Collection;
      collections = [...collections, made];
      return json(made, 201);
    }
    if (method === "PUT" && path === "/api/collections/c1") {
      const saved = { ...bridal, ...(body as object) } as Collection;
      collections = [saved];
      return json(saved);
    }
    if (method === "DELETE" && path === "/api/collections/c1") {
      collections = [];
      return json({ deleted: true, _id: "c1" });
    }
    if (path === "/api/contact-messages") return json([]);
    return json({ error: `no stub for ${method} ${path}` }, 404);
  });
  const writes = () =>
    requests
      .filter(({ method }) => method !== "GET")
      .map(({ method, path, body }) => ({ method, path, body }));
  return { writes };
}

const renderPage = (url = "/admin/collections") =>
  renderInAdmin(
    [
      {
        path: "/admin/collections",
        element: <CollectionsAdminPage />,
        children: [{ index: true }, { path: ":id" }],
      },
    ],
    url,
  );

afterEach(unmountAndRestoreFetch);

describe("CollectionsAdminPage", () => {
  it("lists each collection with its Bengali name, address and pieces", async () => {
    collectionsApi([bridal, { ...bridal, _id: "c3", slug: "drafts", name: "Drafts", pieceIds: [] }]);
    renderPage();
    const list = await screen.findByRole("list", { name: "Collections" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("বিয়ের গহনা");
    expect(rows[0]?.textContent).toContain("/collections/bridal");
    expect(rows[0]?.textContent).toContain("2 pieces");
    expect(rows[1]?.textContent).toContain("No pieces: not shown on the site");
  });

  it("makes a collection: the address follows the name, pieces are found by name and ordered by buttons", async () => {
    const user = userEvent.setup();
    const { writes } = collectionsApi([]);
    renderPage();
    await user.click(await screen.findByRole("button", { name: "New collection" }));
    expect(await screen.findByText(/The page's address: \/collections\/…\./)).toBeTruthy();
    await user.type(await screen.findByLabelText("Name"), "Everyday Gold");
    expect((screen.getByLabelText("Address (slug)") as HTMLInputElement).value).toBe("everyday-gold");
    expect(screen.getByText(/The page's address: \/collections\/everyday-gold\./)).toBeTruthy();
    await user.type(screen.getByLabelText("Name (Bengali)"), "প্রতিদিন");

    const search = screen.getByRole("searchbox", { name: "Add a piece by name" });
    await user.type(search, "chain");
    await user.click(screen.getByRole("button", { name: "Add Everyday Box Chain" }));
    await user.clear(search);
    await user.type(search, "solit");
    await user.click(screen.getByRole("button", { name: "Add Classic Solitaire" }));
    expect(screen.getByRole("button", { name: "Added" })).toHaveProperty("disabled", true);

    const moveUp = screen.getByRole("button", { name: "Move Classic Solitaire up" });
    await user.click(moveUp);
    // Focus stays with the moved piece, now first, whose Move up is off: its Move down takes it.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Classic Solitaire down" }));
    expect(screen.getByText("Classic Solitaire is now 1 of 2.").getAttribute("role")).toBe("status");

    await user.click(screen.getByRole("button", { name: "Create collection" }));
    await screen.findByText("Created “Everyday Gold”.");
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/api/collections",
        body: {
          name: "Everyday Gold",
          slug: "everyday-gold",
          description: "",
          bn: { name: "প্রতিদিন", description: "" },
          coverImage: "",
          pieceIds: ["ring", "chain"],
        },
      },
    ]);
    expect(await screen.findByRole("list", { name: "Collections" })).toBeTruthy();
  });

  it("says what is wrong with the form before sending it", async () => {
    const user = userEvent.setup();
    const { writes } = collectionsApi([]);
    renderPage("/admin/collections/new");
    const slug = await screen.findByLabelText("Address (slug)");
    await user.type(slug, "Bridal Sets");
    await user.click(screen.getByRole("button", { name: "Create collection" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(
      screen.getByText(
        "Address (slug) may hold only lowercase letters, digits and single hyphens between them",
      ),
    ).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("puts the server's refusal of a taken address under the address field", async () => {
    const user = userEvent.setup();
    collectionsApi([bridal], ({ method }) =>
      method === "PUT"
        ? json(
            {
              error: "Another collection already has this address (slug): choose another one",
              code: "collectionSlugTaken",
            },
            409,
          )
        : undefined,
    );
    renderPage("/admin/collections/c1");
    const slug = await screen.findByLabelText("Address (slug)");
    await user.clear(slug);
    await user.type(slug, "gifts");
    await user.click(screen.getByRole("button", { name: "Save collection" }));
    const message = "Another collection already has this address (slug): choose another one";
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(message, { exact: false }).length).toBeGreaterThan(0);
  });

  it("edits a collection's pieces: removes one and saves the rest in order", async () => {
    const user = userEvent.setup();
    const { writes } = collectionsApi([bridal]);
    renderPage("/admin/collections/c1");
    await user.click(
      await screen.findByRole("button", { name: "Remove Rajkonna Bridal Necklace from the collection" }),
    );
    await user.click(screen.getByRole("button", { name: "Save collection" }));
    await screen.findByText("Saved “Bridal”.");
    expect(writes()).toMatchObject([
      { method: "PUT", path: "/api/collections/c1", body: { pieceIds: ["ring"] } },
    ]);
  });

  it("deletes a collection once the owner confirms", async () => {
    const user = userEvent.setup();
    const { writes } = collectionsApi([bridal]);
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Bridal" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Delete the collection “Bridal”?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await screen.findByText("Deleted “Bridal”.");
    expect(writes()).toEqual([{ method: "DELETE", path: "/api/collections/c1", body: undefined }]);
  });
});
