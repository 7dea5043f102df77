import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { jewelryItem, sampleJewelry } from "#core/testing/catalogue-test-data";
import { db } from "../../data/device/db";
import { byPath, fakeApi, json, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedCatalogue } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { MyListPage } from "./my-list-page";
import { addToMyList } from "./my-list-store";
import { sharedIds, sharedListUrl } from "./shared-list";

const necklace = sampleJewelry[0] ?? jewelryItem({ _id: "necklace", name: "Necklace" });
const [first, second] = sampleJewelry;

const renderList = (entry = "/my-list") =>
  renderRoutes([{ path: "/my-list", element: <MyListPage /> }], entry);
const chatMessage = () => {
  const href = screen.getByRole("link", { name: /Send on WhatsApp/ }).getAttribute("href") ?? "";
  return new URL(href).searchParams.get("text") ?? "";
};

afterEach(async () => {
  await unmountAndRestoreFetch();
});

describe("MyListPage", () => {
  it("says the list is empty and leads to the collection", async () => {
    fakeApi();
    renderList();
    expect(await screen.findByText(/Your list is empty/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Browse the collection/ }).getAttribute("href")).toBe("/jewelry");
  });

  it("lists the pieces in the order added and asks about all of them in one WhatsApp message", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    if (!first || !second) throw new Error("two sample pieces");
    await addToMyList([second._id, first._id]);
    renderList();
    const list = await screen.findByRole("list", { name: "My List" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("heading")
          .map((heading) => heading.textContent),
      ).toEqual([second.name, first.name]),
    );
    expect(screen.getByText("2 pieces")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("When would you like to come? (optional)"), "Friday 5 pm");
    const message = chatMessage();
    expect(message).toContain(`1. ${second.name}, `);
    expect(message).toContain(`${window.location.origin}/jewelry/${second._id}`);
    expect(message).toContain(`2. ${first.name}, `);
    expect(message).toContain("Preferred time: Friday 5 pm");
    expect(message).toMatch(/^Hello .+, I would like to ask about these pieces:/);
  });

  it("removes a piece from the list", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    await addToMyList([necklace._id]);
    renderList();
    await userEvent.click(
      await screen.findByRole("button", { name: `Remove ${necklace.name} from my list` }),
    );
    expect(await screen.findByText(/Your list is empty/)).toBeTruthy();
    expect(await db.favourites.count()).toBe(0);
  });

  it("reads a piece the device's copy lacks from the shop, and says when the shop no longer has one", async () => {
    fakeApi(
      byPath({
        "/api/jewelry/necklace": json(necklace),
        "/api/jewelry/sold": json({ error: "Jewelry item not found" }, 404),
      }),
    );
    await addToMyList(["necklace", "sold"]);
    renderList();
    expect(await screen.findByRole("heading", { name: necklace.name })).toBeTruthy();
    expect(await screen.findByText("This piece is no longer in our collection.")).toBeTruthy();
  });

  it("opens a shared list read-only and adds its pieces to this device's list", async () => {
    fakeApi(byPath({ "/api/jewelry/necklace": json(necklace) }));
    renderList(`/my-list?pieces=necklace`);
    expect(await screen.findByRole("heading", { level: 1, name: "A list shared with you" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: necklace.name })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add all to my list" }));
    expect(await screen.findByText("Added to your list.")).toBeTruthy();
    expect((await db.favourites.toArray()).map(({ id }) => id)).toEqual(["necklace"]);
  });
});

describe("a shared list's address", () => {
  it("names the pieces in order and reads back only well-formed ids, each once", () => {
    const url = sharedListUrl("https://shop.example", ["a1", "b_2", "c-3"]);
    expect(url).toBe("https://shop.example/my-list?pieces=a1.b_2.c-3");
    expect(sharedIds(new URL(url).searchParams)).toEqual(["a1", "b_2", "c-3"]);
    expect(sharedIds(new URLSearchParams("pieces=a1.<x>.a1..b2"))).toEqual(["a1", "b2"]);
    expect(sharedIds(new URLSearchParams(""))).toBeNull();
  });
});

describe("MyListPage in Bengali", () => {
  onBengaliPage();

  it("writes the WhatsApp message in Bengali, its numbers in Bengali digits", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    await addToMyList([necklace._id]);
    renderList();
    await screen.findByRole("list", { name: "আমার তালিকা" });
    const href = screen.getByRole("link", { name: /হোয়াটসঅ্যাপে পাঠান/ }).getAttribute("href") ?? "";
    const message = new URL(href).searchParams.get("text") ?? "";
    expect(message).toMatch(/এই গহনাগুলোর ব্যাপারে জানতে চাই/);
    expect(message).toContain("১. ");
  });
});
