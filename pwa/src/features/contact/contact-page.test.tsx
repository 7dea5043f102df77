import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settingsDefaults } from "#core/settings-defaults";
import { db } from "../../data/db";
import { ContactPage } from "./contact-page";

const renderPage = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: "/contact", Component: ContactPage }], {
        initialEntries: ["/contact"],
      })}
    />,
  );

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ContactPage", () => {
  it("shows the shop's ways to reach it from the settings", async () => {
    await db.resources.put({
      path: "/api/website-settings",
      data: {
        ...settingsDefaults,
        contactUs: {
          ...settingsDefaults.contactUs,
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
      },
      etag: null,
      syncedAt: new Date().toISOString(),
    });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Talk to Us" })).toBeTruthy();
    expect(screen.getByText("We answer every call.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "+880 1811-111111" }).getAttribute("href")).toBe(
      "tel:+8801811111111",
    );
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
    expect(screen.getByText("Panthapath, Dhaka")).toBeTruthy();

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
    const map = screen.getByTitle(/Map showing/);
    expect(map.getAttribute("src")).toBe("https://www.google.com/maps?q=23.75,90.39&z=16&output=embed");
    expect(map.getAttribute("loading")).toBe("lazy");

    const payment = screen.getByRole("heading", { name: "Secure Payment Options" }).closest("section");
    expect(
      within(payment as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["bKash", "Nagad"]);
    expect(screen.queryByText("SSL Certificate Verified")).toBeNull();
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

  it("replaces the map with a note when offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderPage();

    expect(await screen.findByText(/The map needs an internet connection/)).toBeTruthy();
    expect(screen.queryByTitle(/Map showing/)).toBeNull();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
  });
});
