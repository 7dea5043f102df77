import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type InitialEntry, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsDefaults } from "#core/settings-defaults";
import { jewelryItem, sampleJewelry } from "#core/testing/catalogue-test-data";
import { db } from "../../data/device/db";
import { byPath, fakeApi, json, laterAnswer, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedCatalogue, putSavedSettings } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { renderOnServerAndHydrate } from "../../shared/testing/server-render";
import { MyListIdsProvider } from "../my-list/my-list-ids";
import { DESCRIPTION_IMAGE_SIZES } from "./detail-image-sizes";
import { PLACEHOLDER_IMAGE } from "./jewelry-card/product-image";
import { JewelryDetail } from "./jewelry-detail";
import { JewelryDetailPage } from "./jewelry-detail-page";

const CHANGES = "/api/jewelry/changes";
const necklace = sampleJewelry[0] ?? jewelryItem({ _id: "necklace", name: "Necklace" });

const renderDetail = (entry: InitialEntry = "/jewelry/necklace") =>
  renderRoutes(
    [
      { path: "/jewelry", element: <h1>Collection page</h1> },
      {
        path: "/jewelry/:id",
        element: (
          <MyListIdsProvider>
            <JewelryDetailPage />
          </MyListIdsProvider>
        ),
      },
    ],
    entry,
  );

const defineNavigator = (name: "share" | "clipboard", value: unknown) =>
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true });

afterEach(async () => {
  vi.useRealTimers();
  await unmountAndRestoreFetch();
  defineNavigator("share", undefined);
  defineNavigator("clipboard", undefined);
});

describe("JewelryDetailPage", () => {
  it("opens at once from the saved list, offline, with everything the spec asks for", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    renderDetail();

    expect(await screen.findByRole("heading", { level: 1, name: "Rajkonna Bridal Necklace" })).toBeTruthy();
    expect(screen.getByText("Featured")).toBeTruthy();
    expect(screen.getByText("Necklace")).toBeTruthy();
    expect((await screen.findByText("bridal collar")).tagName).toBe("STRONG");

    const specs = screen.getByRole("region", { name: "Specifications" });
    const value = (label: string) => within(specs).getByText(label).nextElementSibling?.textContent;
    expect(value("Metal")).toBe("Gold");
    expect(value("Purity")).toBe("22K");
    expect(value("Weight (g)")).toBe("48.6 g (4 vori 2 ana 4 roti 0 point)");
    expect(value("Quality")).toBe("Premium");
    await waitFor(() => expect(document.title).toMatch(/^Rajkonna Bridal Necklace \|/));
  });

  it("shows the weight in traditional units beside the grams", async () => {
    fakeApi();
    await putSavedCatalogue([jewelryItem({ _id: "ring", name: "Ring", weight: 4.2 })]);
    renderDetail("/jewelry/ring");
    const specs = await screen.findByRole("region", { name: "Specifications" });
    expect(within(specs).getByText("Weight (g)").nextElementSibling?.textContent).toBe(
      "4.2 g (0 vori 5 ana 4 roti 6 point)",
    );
  });

  it("shows a spinner until the item arrives, then the server's copy", async () => {
    const item = laterAnswer();
    fakeApi(byPath({ "/api/jewelry/necklace": item.answer }));
    renderDetail();
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(screen.getByText("Loading jewelry item...")).toBeTruthy();

    item.give(json({ ...necklace, name: "Rajkonna Necklace (new photos)" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Rajkonna Necklace (new photos)" }),
    ).toBeTruthy();
    expect(screen.queryByText("Loading jewelry item...")).toBeNull();
  });

  it("says the piece is not found when the server answers 404, even with an old saved copy", async () => {
    fakeApi(byPath({ "/api/jewelry/necklace": json({ error: "Jewelry item not found" }, 404) }));
    await putSavedCatalogue(sampleJewelry);
    renderDetail();
    expect(await screen.findByRole("heading", { level: 1, name: "Jewelry Not Found" })).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Back to Collection" }));
    expect(await screen.findByRole("heading", { name: "Collection page" })).toBeTruthy();
  });

  it("says not found offline when the saved list does not have the piece", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    renderDetail("/jewelry/unknown-id");
    expect(await screen.findByRole("heading", { level: 1, name: "Jewelry Not Found" })).toBeTruthy();
  });

  it("explains that nothing is saved yet when offline on a first visit", async () => {
    fakeApi();
    renderDetail();
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows an error with a retry when the server fails and nothing is saved", async () => {
    fakeApi(
      byPath({
        "/api/jewelry/necklace": json({ error: "Boom" }, 500),
        [CHANGES]: json({ error: "Boom" }, 500),
      }),
    );
    renderDetail();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("switches the main image with the thumbnails and replaces a broken image", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    renderDetail();
    const main = await screen.findByRole("img", { name: "Rajkonna Bridal Necklace, image 1 of 2" });
    expect(main.getAttribute("loading")).toBe("eager");
    expect(main.getAttribute("fetchpriority")).toBe("high");

    const second = screen.getByRole("button", { name: "Show image 2 of 2" });
    expect(second.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(second);
    expect(second.getAttribute("aria-pressed")).toBe("true");
    const shown = screen.getByRole("img", { name: "Rajkonna Bridal Necklace, image 2 of 2" });
    expect(shown.getAttribute("src")).toBe("/images/necklace-detail.svg");

    fireEvent.error(shown);
    expect(shown.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("has no thumbnails for a piece with one image", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    renderDetail("/jewelry/ring");
    await screen.findByRole("heading", { level: 1, name: "Classic Solitaire" });
    expect(screen.queryByRole("button", { name: /Show image/ })).toBeNull();
  });

  it("keeps the piece on the visitor's list on this device, across visits", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    const first = renderDetail();
    const heart = await screen.findByRole("button", { name: "Add to my list" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    expect(await db.favourites.get("necklace")).toMatchObject({ id: "necklace" });
    first.unmount();

    renderDetail();
    const again = await screen.findByRole("button", { name: "Add to my list" });
    await waitFor(() => expect(again.getAttribute("aria-pressed")).toBe("true"));
    await userEvent.click(again);
    await waitFor(() => expect(again.getAttribute("aria-pressed")).toBe("false"));
    expect(await db.favourites.get("necklace")).toBeUndefined();
  });

  it("shares through the device's share sheet when there is one", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    const share = vi.fn(async () => {});
    defineNavigator("share", share);
    renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({
      title: "Rajkonna Bridal Necklace",
      text: "A bridal collar with a ruby-red teardrop.",
      url: `${window.location.origin}/jewelry/necklace`,
    });
    expect(screen.queryByText("Link copied to clipboard!")).toBeNull();
  });

  it("copies the link and says so for a few seconds when there is no share sheet", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    const writeText = vi.fn(async () => {});
    defineNavigator("clipboard", { writeText });
    renderDetail();
    const button = await screen.findByRole("button", { name: "Share" });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jewelry/necklace`);
    const message = screen.getByText("Link copied to clipboard!");
    expect(message.getAttribute("role")).toBe("status");
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText("Link copied to clipboard!")).toBeNull();
  });

  it("says when the link could not be copied", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    defineNavigator("clipboard", { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) });
    renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Share" }));
    expect(
      await screen.findByText("Could not copy the link. You can copy it from the address bar."),
    ).toBeTruthy();
  });

  it("links to a WhatsApp chat naming the piece, and to each showroom on the map", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    renderDetail();
    const enquire = await screen.findByRole("link", { name: /Get Quote & Enquire/ });
    const href = new URL(enquire.getAttribute("href") ?? "");
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/8801711234567");
    const text = href.searchParams.get("text") ?? "";
    expect(text).toContain("Rajkonna Bridal Necklace");
    expect(text).toContain("22K, 48.6 g");
    expect(text).toContain(`${window.location.origin}/jewelry/necklace`);
    expect(enquire.getAttribute("target")).toBe("_blank");
    expect(enquire.getAttribute("rel")).toBe("noopener noreferrer");

    const visit = screen.getByText("Visit Our Store").closest("details") as HTMLElement;
    expect(
      within(visit)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(settingsDefaults.contactUs.showrooms?.map((showroom) => showroom.mapLocation));
  });

  it("uses the first phone number for WhatsApp when no WhatsApp number is set", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    await putSavedSettings({
      contactUs: { ...settingsDefaults.contactUs, whatsapp: "", phone1: "01911-765432" },
    });
    renderDetail();
    const enquire = await screen.findByRole("link", { name: /Get Quote & Enquire/ });
    await waitFor(() =>
      expect(enquire.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/8801911765432\?text=/),
    );
  });

  it("renders the description's Markdown without raw HTML or script links", async () => {
    fakeApi();
    const description =
      "## Care\n\nSee [our guide](https://example.com/care) or [this](javascript:alert(1)).\n\n<img src=x onerror=alert(1)><b>raw</b>";
    await putSavedCatalogue([jewelryItem({ _id: "ring", name: "Ring", description })]);
    const { container } = renderDetail("/jewelry/ring");
    expect(await screen.findByRole("heading", { level: 3, name: "Care" })).toBeTruthy();
    const guide = screen.getByRole("link", { name: "our guide" });
    expect(guide.getAttribute("target")).toBe("_blank");
    expect(guide.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("this").getAttribute("href") ?? "").not.toMatch(/javascript/i);
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
  });

  it("shows an uploaded photo in the description at the facts' column width, and any other picture as before", async () => {
    fakeApi();
    const photo = "/uploads/0123456789abcdef0123456789abcdef/1080x720-d4b483.jpg";
    const description = `![The clasp](${photo})\n\n![Worn](https://cdn.example.net/worn.jpg)`;
    await putSavedCatalogue([jewelryItem({ _id: "ring", name: "Ring", description })]);
    renderDetail("/jewelry/ring");
    const clasp = await screen.findByRole("img", { name: "The clasp" });
    expect(clasp.getAttribute("sizes")).toBe(DESCRIPTION_IMAGE_SIZES);
    expect(clasp.closest("picture")).not.toBeNull();
    expect(clasp.getAttribute("loading")).toBe("lazy");
    const worn = screen.getByRole("img", { name: "Worn" });
    expect(worn.closest("picture")).toBeNull();
    expect(worn.getAttribute("srcset")).toBeNull();
    expect(worn.getAttribute("loading")).toBe("lazy");
  });

  it("goes back to the list as it was filtered", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    const { router } = renderDetail({
      pathname: "/jewelry/necklace",
      state: { from: "/jewelry?metal=Gold" },
    });
    await userEvent.click(await screen.findByRole("link", { name: "Back to Collection" }));
    await screen.findByRole("heading", { name: "Collection page" });
    expect(router.state.location.search).toBe("?metal=Gold");
  });
});

describe("the piece's page rendered on the server", () => {
  const detailAt = (entry: InitialEntry) => (
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/jewelry/:id" element={<JewelryDetailPage />} />
      </Routes>
    </MemoryRouter>
  );

  it("hydrates, then links back to the list as it was filtered", async () => {
    fakeApi();
    const { onRecoverableError } = await renderOnServerAndHydrate(
      detailAt("/jewelry/necklace"),
      detailAt({ pathname: "/jewelry/necklace", state: { from: "/jewelry?metal=Gold" } }),
    );
    const back = screen.getByRole("link", { name: "Back to Collection" });
    await waitFor(() => expect(back.getAttribute("href")).toBe("/jewelry?metal=Gold"));
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("hydrates, then shares and enquires with the page's own address", async () => {
    const { onRecoverableError } = await renderOnServerAndHydrate(<JewelryDetail item={necklace} />);
    const enquire = screen.getByRole("link", { name: /Get Quote & Enquire/ });
    const text = () => new URL(enquire.getAttribute("href") ?? "").searchParams.get("text") ?? "";
    await waitFor(() => expect(text()).toContain(`${window.location.origin}/jewelry/necklace`));
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});

describe("the piece's page in Bengali", () => {
  onBengaliPage();
  afterEach(unmountAndRestoreFetch);

  it("names and describes the piece in Bengali, in its title and its enquiry too", async () => {
    const bala = jewelryItem({
      _id: "bala",
      name: "Nakshi Bangles",
      description: "Two **22K** bangles.",
      bn: { name: "নকশি বালা", description: "দুটি **খাঁটি সোনার** বালা।" },
    });
    fakeApi();
    await putSavedCatalogue([bala]);
    renderDetail("/jewelry/bala");
    expect(await screen.findByRole("heading", { level: 1, name: "নকশি বালা" })).toBeTruthy();
    expect((await screen.findByText("খাঁটি সোনার")).tagName).toBe("STRONG");
    // The purity the owner typed as "22K", in the page's words and digits.
    expect(screen.getByText("২২ ক্যারেট").tagName).toBe("DD");
    await waitFor(() => expect(document.title).toMatch(/^নকশি বালা/));
    const enquire = screen.getByRole("link", { name: /দাম জানুন/ });
    expect(new URL(enquire.getAttribute("href") ?? "").searchParams.get("text")).toContain("নকশি বালা");
    expect(screen.queryByText(/Nakshi Bangles/)).toBeNull();
  });

  it("is the same in Bengali when the server renders it and the browser takes it over", async () => {
    const bala = jewelryItem({
      _id: "bala",
      name: "Nakshi Bangles",
      bn: { name: "নকশি বালা", description: "জোড়া বালা।" },
    });
    const { onRecoverableError } = await renderOnServerAndHydrate(<JewelryDetail item={bala} />);
    expect(screen.getByRole("heading", { level: 1, name: "নকশি বালা" })).toBeTruthy();
    expect(await screen.findByText("জোড়া বালা।")).toBeTruthy();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("shows the English name and description where the Bengali ones are blank", async () => {
    fakeApi();
    await putSavedCatalogue([
      jewelryItem({
        _id: "ring",
        name: "Tara Ring",
        description: "A solitaire.",
        bn: { name: "", description: "" },
      }),
    ]);
    renderDetail("/jewelry/ring");
    expect(await screen.findByRole("heading", { level: 1, name: "Tara Ring" })).toBeTruthy();
    expect(await screen.findByText("A solitaire.")).toBeTruthy();
  });
});
