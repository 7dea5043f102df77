import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "#core/endpoints";
import type { ContactUsSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { byPath, fakeApi, json, laterAnswer, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedSettings } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { MAP_HOST_PROBE } from "./contact-links";
import { ContactPage } from "./contact-page";

const renderPage = () => renderRoutes([{ path: "/contact", Component: ContactPage }]);

/** The viewport as the map sees it: nothing comes near until a test scrolls there. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly rootMargin: string;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? "0px";
    FakeIntersectionObserver.all.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  static scrollNear() {
    act(() => {
      for (const observer of FakeIntersectionObserver.all) {
        const entry = { isIntersecting: true } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    });
  }
}

beforeEach(() => {
  fakeApi();
  FakeIntersectionObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(async () => {
  await unmountAndRestoreFetch();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Settings without a list of showrooms, as kept before there was one: the spec's fields are its showroom. */
const { showrooms: _, ...contactUsWithoutShowrooms } = settingsDefaults.contactUs;
const [dhaka, mymensingh] = settingsDefaults.contactUs.showrooms ?? [];

const saveContactUs = (contactUs: Partial<ContactUsSettings>) =>
  putSavedSettings({ contactUs: { ...contactUsWithoutShowrooms, ...contactUs } });

/** Where a link goes; a number the Call card shows may show again on its showroom's card. */
const linkTo = (name: RegExp | string) => screen.getAllByRole("link", { name })[0]?.getAttribute("href");

describe("ContactPage", () => {
  it("shows the shop's ways to reach it from the settings", async () => {
    const settings = {
      contactUs: {
        ...contactUsWithoutShowrooms,
        title: "Talk to Us",
        subtitle: "We answer every call.",
        phone1: "+880 1811-111111",
        phone2: "+880 1911-222222",
        whatsapp: "+880 1611-333333",
        email: "hello@example.com.bd",
        visitAddress: "Level 4, Bashundhara City",
        businessHours: "Sat-Thu: 10 AM-8 PM\nFri: 2 PM-8 PM",
        address: "Shop 27\nPanthapath, Dhaka",
        coordinates: { lat: 23.75, lng: 90.39 },
        mapLocation: "https://maps.google.com/?q=shop",
      },
      business: { ...settingsDefaults.business, paymentMethods: ["bKash", "Nagad"], sslVerified: false },
    };
    await putSavedSettings(settings);
    // Online: the map is embedded only while the server (and so the internet) can be reached.
    fakeApi(byPath({ [endpoints.getSettings.path]: json({ ...settingsDefaults, ...settings }) }));
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Talk to Us" })).toBeTruthy();
    expect(screen.getByText("We answer every call.")).toBeTruthy();
    expect(linkTo("+880 1811-111111")).toBe("tel:+8801811111111");
    expect(screen.getByRole("link", { name: "+880 1911-222222" }).getAttribute("href")).toBe(
      "tel:+8801911222222",
    );
    expect(screen.getByRole("link", { name: "hello@example.com.bd" }).getAttribute("href")).toBe(
      "mailto:hello@example.com.bd",
    );
    expect(screen.getByText("Level 4, Bashundhara City")).toBeTruthy();
    const hoursCard = screen.getByRole("heading", { name: "Business Hours" }).closest("li");
    expect(hoursCard?.textContent).toContain("Sat-Thu: 10 AM-8 PM");
    expect(hoursCard?.textContent).not.toContain("Fri");
    expect(screen.getByText("Fri: 2 PM-8 PM")).toBeTruthy();
    const store = screen.getByRole("listitem", { name: "Our showroom" });
    expect(within(store).getByText("Panthapath, Dhaka")).toBeTruthy();
    expect(within(store).getByRole("link", { name: /^Map/ }).getAttribute("href")).toBe(
      "https://maps.google.com/?q=shop",
    );

    const chat = screen.getByRole("link", { name: /Chat on WhatsApp/ });
    expect(chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/8801611333333\?text=Hello%20/);
    expect(chat.getAttribute("target")).toBe("_blank");
    expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("Saturday-Thursday 10:00 AM-8:30 PM")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href")).toBe(
      "https://maps.google.com/?q=shop",
    );
    expect(screen.getByRole("link", { name: /directions on WhatsApp/ }).getAttribute("href")).toContain(
      "please%20send%20me%20directions",
    );
    FakeIntersectionObserver.scrollNear();
    expect(screen.getByTitle(/Map showing/).getAttribute("src")).toBe(
      "https://www.google.com/maps?q=23.75,90.39&z=16&output=embed",
    );

    const payment = screen.getByRole("heading", { name: "Secure Payment Options" }).closest("section");
    expect(
      within(payment as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["bKash", "Nagad"]);
    expect(screen.queryByText("SSL Certificate Verified")).toBeNull();
  });

  it("lists both showrooms out of the box, each with its address, hours, number, chat and map", async () => {
    renderPage();
    const list = (await screen.findByRole("heading", { level: 2, name: "Our Showrooms" })).closest("section");
    const cards = within(list as HTMLElement).getAllByRole("listitem", { name: /Showroom$/ });
    expect(cards.map((card) => card.getAttribute("aria-labelledby"))).toEqual([
      "showroom-1-name",
      "showroom-2-name",
    ]);
    const [first, second] = cards.map((card) => within(card));
    expect(first?.getByRole("heading", { level: 3 }).textContent).toBe("Dhaka Showroom");
    expect(first?.getByText("13/3 Ka, Panthapath, Dhaka 1215")).toBeTruthy();
    expect(second?.getByRole("heading", { level: 3 }).textContent).toBe("Mymensingh Showroom");
    expect(second?.getByText("32 Choto Bazar Road, Ganginar Par")).toBeTruthy();
    expect(second?.getByText("Friday: 3:00 PM-9:00 PM")).toBeTruthy();
    expect(second?.getByRole("link", { name: mymensingh?.phone }).getAttribute("href")).toBe(
      "tel:+8801811456789",
    );
    expect(second?.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/8801811456789\?text=.*Mymensingh%20Showroom/,
    );
    expect(second?.getByRole("link", { name: /^Map/ }).getAttribute("href")).toBe(mymensingh?.mapLocation);
    // The cards at the top give each showroom's number and hours, with the shop's second number.
    const ways = within(screen.getByRole("heading", { name: "Call Us" }).closest("li") as HTMLElement);
    expect(ways.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "tel:+8801711234567",
      "tel:+8801811456789",
      "tel:+8801911765432",
    ]);
    const hours = screen.getByRole("heading", { name: "Business Hours" }).closest("li") as HTMLElement;
    expect(
      within(hours)
        .getAllByRole("paragraph")
        .map((line) => line.textContent),
    ).toEqual([
      "Dhaka ShowroomSaturday-Thursday: 10:00 AM-8:00 PM",
      "Mymensingh ShowroomSaturday-Thursday: 10:30 AM-9:00 PM",
    ]);
    // The Visit card leads to the showrooms; the map below is the first one's.
    expect(
      screen.getByRole("link", { name: settingsDefaults.contactUs.visitAddress }).getAttribute("href"),
    ).toBe("#showrooms");
    expect(screen.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href")).toBe(
      dhaka?.mapLocation,
    );
  });

  it("falls back to the built-in contact details and payment methods", async () => {
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Contact Us" })).toBeTruthy();
    expect(screen.getByText(settingsDefaults.contactUs.visitAddress)).toBeTruthy();
    for (const method of ["Visa Card", "American Express", "DBBL", "City Bank", "bKash", "Nagad"]) {
      expect(screen.getByText(method)).toBeTruthy();
    }
    expect(screen.getByText("SSL Certificate Verified")).toBeTruthy();
  });

  it("links numbers written the local way to the shop's international number", async () => {
    await saveContactUs({ phone1: "01811-111111", phone2: "(02) 9123456", whatsapp: "০১৬১১-৩৩৩৩৩৩" });
    renderPage();

    expect(await screen.findAllByRole("link", { name: "01811-111111" })).toHaveLength(2);
    expect(linkTo("01811-111111")).toBe("tel:+8801811111111");
    expect(linkTo("(02) 9123456")).toBe("tel:+88029123456");
    expect(linkTo(/Chat on WhatsApp/)).toMatch(/^https:\/\/wa\.me\/8801611333333\?text=Hello%20/);
    expect(linkTo(/directions on WhatsApp/)).toMatch(/^https:\/\/wa\.me\/8801611333333\?text=/);
  });

  it("offers no WhatsApp link, and no call link, for a number that cannot be dialled", async () => {
    await saveContactUs({ phone1: "ask at the counter", phone2: "", whatsapp: "01611-33333" });
    renderPage();

    expect(await screen.findAllByText("ask at the counter")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "ask at the counter" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Chat on WhatsApp/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /directions on WhatsApp/ })).toBeNull();
  });

  it("shows the owner's Getting Here tips, one per line", async () => {
    await saveContactUs({ gettingHere: "Take the Mymensingh road.\n\nAsk for the gold market." });
    renderPage();

    expect(await screen.findByText("Ask for the gold market.")).toBeTruthy();
    const list = screen.getByRole("heading", { name: "Getting Here" }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Take the Mymensingh road.", "Ask for the gold market."]);
    expect(screen.queryByText(/Bashundhara City\.$/)).toBeNull();
  });

  it("shows the built-in Getting Here tips when the saved settings predate them", async () => {
    const { gettingHere: _, ...older } = settingsDefaults.contactUs;
    await putSavedSettings({ contactUs: { ...older, title: "Saved before" } as ContactUsSettings });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Saved before" })).toBeTruthy();
    const tips = screen.getByRole("heading", { name: "Getting Here" });
    expect(
      within(tips.nextElementSibling as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(settingsDefaults.contactUs.gettingHere.split("\n"));
  });

  const standIn = () => screen.queryByRole("link", { name: /Find us on Google Maps/ });
  const probePath = new URL(MAP_HOST_PROBE).pathname;

  it("loads the map only once the visitor scrolls near it, the address and a link standing in until it has drawn", async () => {
    const probe = laterAnswer();
    const requests = fakeApi(
      byPath({ [endpoints.getSettings.path]: json(settingsDefaults), [probePath]: probe.answer }),
    );
    renderPage();
    await screen.findByText(settingsDefaults.contactUs.title);
    expect(screen.queryByTitle(/Map showing/)).toBeNull();
    expect(FakeIntersectionObserver.all.map((observer) => observer.rootMargin)).toEqual(["300px"]);
    expect(standIn()?.getAttribute("href")).toBe(settingsDefaults.contactUs.mapLocation);
    expect(standIn()?.closest("div")?.textContent).toContain("Panthapath, Dhaka 1215");
    expect(requests.map((request) => request.path)).not.toContain(probePath);

    FakeIntersectionObserver.scrollNear();
    const map = screen.getByTitle(/Map showing/);
    expect(map.getAttribute("src")).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
    // A slow line or a Google that never answers leaves the address, not a blank card.
    expect(standIn()).toBeTruthy();
    fireEvent.load(map);
    expect(standIn()).toBeTruthy();

    await act(async () => probe.give({ status: 204 }));
    expect(standIn()).toBeNull();
  });

  it("keeps the address in the map's place when Google cannot be reached online, rather than the browser's error page", async () => {
    fakeApi(byPath({ [endpoints.getSettings.path]: json(settingsDefaults) }));
    renderPage();
    await screen.findByText(settingsDefaults.contactUs.title);
    FakeIntersectionObserver.scrollNear();
    // The frame loads the browser's own error page, and says it has loaded.
    fireEvent.load(screen.getByTitle(/Map showing/));

    expect(await screen.findByText("Google Maps cannot be reached right now.")).toBeTruthy();
    expect(screen.queryByTitle(/Map showing/)).toBeNull();
    expect(standIn()?.closest("div")?.textContent).toContain("Panthapath, Dhaka 1215");
  });

  it("offline gives the address and a link to the map in the map's place", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderPage();

    const note = await screen.findByText("The map needs an internet connection.");
    const card = note.closest("div") as HTMLElement;
    expect(within(card).getByText(/Panthapath, Dhaka 1215/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: /Find us on Google Maps/ })).toBeTruthy();
    FakeIntersectionObserver.scrollNear();
    expect(screen.queryByTitle(/Map showing/)).toBeNull();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
  });
});

describe("ContactPage in Bengali", () => {
  onBengaliPage();

  it("shows the shop's Bengali contact texts out of the box", async () => {
    renderPage();
    const bn = settingsDefaults.contactUs.bn;
    expect(await screen.findByRole("heading", { level: 1, name: bn?.title })).toBeTruthy();
    expect(screen.getByText(bn?.subtitle ?? "")).toBeTruthy();
    expect(screen.getByText(bn?.visitAddress ?? "")).toBeTruthy();
    for (const tip of bn?.gettingHere.split("\n") ?? []) expect(screen.getByText(tip)).toBeTruthy();
    expect(screen.queryByText(settingsDefaults.contactUs.visitAddress)).toBeNull();
  });

  it("names the shop in Bengali: in the tab's title and in the WhatsApp greeting", async () => {
    renderPage();
    const chat = await screen.findByRole("link", { name: /WhatsApp-এ চ্যাট করুন/ });
    const greeting = new URL(chat.getAttribute("href") ?? "").searchParams.get("text");
    expect(greeting).toBe("হ্যালো সোনালী জুয়েলার্স, আপনাদের গহনা সম্পর্কে আরও জানতে চাই।");
    expect(document.title).toBe(`${settingsDefaults.contactUs.bn?.title} | সোনালী জুয়েলার্স`);
  });

  it("shows the English text where the Bengali one is blank", async () => {
    await saveContactUs({
      title: "Talk to Us",
      visitAddress: "Level 4, Bashundhara City",
      bn: {
        title: "",
        subtitle: "প্রতিটি ফোন ধরি।",
        address: "",
        visitAddress: "   ",
        businessHours: "",
        gettingHere: "",
      },
    });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Talk to Us" })).toBeTruthy();
    expect(screen.getByText("প্রতিটি ফোন ধরি।")).toBeTruthy();
    expect(screen.getByText("Level 4, Bashundhara City")).toBeTruthy();
  });
});
