import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { db } from "../../../data/device/db";
import { fakeApi } from "../../../data/testing/fake-api";
import { renderRoutes } from "../../../shared/testing/render-routes";
import { MyListIdsProvider } from "../../my-list/my-list-ids";
import { JewelryCard, JewelryCardPlaceholder } from "./jewelry-card";
import styles from "./jewelry-card.module.css";
import { CARD_IMAGE_SIZES, JewelryGrid } from "./jewelry-grid";
import { PLACEHOLDER_IMAGE } from "./product-image";

const item = (overrides: Partial<JewelryItem> = {}) =>
  jewelryItem({
    _id: "item-1",
    name: "Rajkonna Bridal Necklace",
    description: `A **bridal collar** built by hand in our [Dhaka](https://example.com) workshop. ${"More words here. ".repeat(10)}`,
    category: "Necklace",
    weight: 48.6,
    imageUrl: "/images/a.svg",
    images: ["/images/b.svg", "/images/c.svg"],
    featured: true,
    ...overrides,
  });

const renderCard = (ui: ReactNode) =>
  renderRoutes([
    { path: "/", element: ui },
    { path: "/jewelry/:id", element: <h1>Detail page</h1> },
  ]);

const mainImage = () => screen.getByRole("img");

afterEach(() => {
  vi.useRealTimers();
});

describe("JewelryCard", () => {
  it("shows the name as a link to the detail page, and the card's facts", async () => {
    renderCard(<JewelryCard item={item()} />);
    const link = screen.getByRole("link", { name: "Rajkonna Bridal Necklace" });
    expect(link.getAttribute("href")).toBe("/jewelry/item-1");
    expect(screen.getByRole("heading", { level: 3, name: "Rajkonna Bridal Necklace" })).toBeTruthy();
    expect(screen.getByText("Featured")).toBeTruthy();
    expect(screen.getByText("Necklace")).toBeTruthy();
    expect(screen.getByText("Metal").nextElementSibling?.textContent).toBe("Gold");
    expect(screen.getByText("Purity").nextElementSibling?.textContent).toBe("22K");
    // In grams, and as the trade weighs it: 48.6 g is 4 vori 2 ana 4 roti.
    expect(screen.getByText("Weight (g)").nextElementSibling?.textContent).toBe("48.6 4 vori 2 ana 4 roti");
    expect(screen.getByText("Price").nextElementSibling?.textContent).toBe("Contact Us");

    await userEvent.click(link);
    expect(await screen.findByRole("heading", { name: "Detail page" })).toBeTruthy();
  });

  it("shows the description without Markdown, cut to 100 characters with an ellipsis", () => {
    renderCard(<JewelryCard item={item()} />);
    const description = screen.getByText(/^A bridal collar built by hand in our Dhaka workshop\./);
    const text = description.textContent ?? "";
    expect(text).not.toMatch(/[*[\]]/);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(101);
  });

  it("leaves a short description whole and hides the badge of a piece that is not featured", () => {
    renderCard(<JewelryCard item={item({ description: "Plain *ring*.", featured: false })} />);
    expect(screen.getByText("Plain ring.")).toBeTruthy();
    expect(screen.queryByText("Featured")).toBeNull();
  });

  it("has no carousel controls when there is only one image", () => {
    renderCard(<JewelryCard item={item({ images: [] })} />);
    expect(screen.queryByRole("button", { name: /image/ })).toBeNull();
    expect(screen.queryByText("1 / 1")).toBeNull();
    expect(mainImage().getAttribute("alt")).toBe("Rajkonna Bridal Necklace");
  });

  it("steps through the images with the previous and next buttons, outside the link", async () => {
    renderCard(<JewelryCard item={item()} />);
    const next = screen.getByRole("button", { name: "Next image of Rajkonna Bridal Necklace" });
    const previous = screen.getByRole("button", { name: "Previous image of Rajkonna Bridal Necklace" });
    expect(next.closest("a")).toBeNull();
    expect(screen.getByText("1 / 3")).toBeTruthy();

    await userEvent.click(next);
    expect(screen.getByText("2 / 3")).toBeTruthy();
    expect(mainImage().getAttribute("src")).toBe("/images/b.svg");
    await userEvent.click(previous);
    await userEvent.click(previous);
    expect(screen.getByText("3 / 3")).toBeTruthy();
    expect(mainImage().getAttribute("src")).toBe("/images/c.svg");
    expect(screen.queryByRole("heading", { name: "Detail page" })).toBeNull();
  });

  it("rotates every 2 seconds while the mouse is over the card and resets on leave", () => {
    vi.useFakeTimers();
    renderCard(<JewelryCard item={item()} />);
    const card = screen.getByRole("article");
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText("1 / 3")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("2 / 3")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("3 / 3")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("1 / 3")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseLeave(card);
    expect(screen.getByText("1 / 3")).toBeTruthy();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("1 / 3")).toBeTruthy();
  });

  it("does not rotate when the visitor prefers reduced motion", () => {
    vi.useFakeTimers();
    const matchMedia = vi
      .spyOn(window, "matchMedia")
      .mockImplementation(
        (query: string) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
      );
    renderCard(<JewelryCard item={item()} />);
    fireEvent.mouseEnter(screen.getByRole("article"));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("1 / 3")).toBeTruthy();
    matchMedia.mockRestore();
  });

  it("replaces an image that fails to load with the placeholder", () => {
    renderCard(<JewelryCard item={item({ images: [] })} />);
    fireEvent.error(mainImage());
    expect(mainImage().getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("shows an uploaded photo at the width a card is laid out at, and the placeholder if it fails", () => {
    const photo = "/uploads/0123456789abcdef0123456789abcdef/1080x1350-b08d57.jpg";
    const { container } = renderCard(<JewelryCard item={item({ imageUrl: photo, images: [] })} />);
    expect(container.querySelector("source")?.getAttribute("sizes")).toBe(CARD_IMAGE_SIZES);
    expect(mainImage().getAttribute("sizes")).toBe(CARD_IMAGE_SIZES);
    expect(mainImage().getAttribute("loading")).toBe("lazy");

    fireEvent.error(mainImage());
    expect(mainImage().getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(mainImage().getAttribute("srcset")).toBeNull();
    expect(container.querySelector("picture")).toBeNull();
  });

  it("loads lazily, or eagerly with high priority for the first cards", () => {
    const { unmount } = renderCard(<JewelryCard item={item()} />);
    expect(mainImage().getAttribute("loading")).toBe("lazy");
    expect(mainImage().getAttribute("decoding")).toBe("async");
    expect(mainImage().getAttribute("width")).toBe("400");
    expect(mainImage().getAttribute("height")).toBe("500");
    unmount();
    renderCard(<JewelryCard item={item()} priority />);
    expect(mainImage().getAttribute("loading")).toBe("eager");
    expect(mainImage().getAttribute("fetchpriority")).toBe("high");
  });

  it("uses an h2 for its name when placed directly under the page heading", () => {
    renderCard(<JewelryCard item={item()} headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Rajkonna Bridal Necklace" })).toBeTruthy();
  });
});

describe("a card's heart", () => {
  it("puts the piece on the visitor's list and takes it off, outside the card's link", async () => {
    fakeApi();
    renderCard(
      <MyListIdsProvider>
        <JewelryCard item={item()} />
      </MyListIdsProvider>,
    );
    const heart = screen.getByRole("button", { name: "Add Rajkonna Bridal Necklace to my list" });
    expect(heart.closest("a")).toBeNull();
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    expect(await db.favourites.get(item()._id)).toMatchObject({ id: item()._id });
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    expect(await db.favourites.count()).toBe(0);
  });
});

describe("JewelryCardPlaceholder", () => {
  const shimmering = (container: HTMLElement) => container.getElementsByClassName(styles.shimmer as string);

  it("shimmers while the catalogue loads", () => {
    const { container } = renderCard(<JewelryCardPlaceholder />);
    expect(shimmering(container).length).toBeGreaterThan(0);
  });

  it("keeps an undrawn card's place hidden and still", () => {
    const { container } = renderCard(<JewelryCardPlaceholder undrawn />);
    expect(container.getElementsByClassName(styles.undrawn as string)).toHaveLength(1);
    expect(shimmering(container)).toHaveLength(0);
  });
});

describe("JewelryGrid", () => {
  it("lists each child as an item of a labelled list, placeholders hidden from screen readers", () => {
    renderCard(
      <JewelryGrid label="Featured Collection">
        <JewelryCard item={item()} />
        <JewelryCardPlaceholder />
      </JewelryGrid>,
    );
    const list = screen.getByRole("list", { name: "Featured Collection" });
    const entries = within(list).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    expect(within(entries[1] as HTMLElement).queryByRole("article")).toBeNull();
  });
});
