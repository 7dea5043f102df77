import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { db } from "../../data/db";
import { AboutPage } from "./about-page";

const renderPage = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: "/about", Component: AboutPage }], { initialEntries: ["/about"] })}
    />,
  );

const saveSettings = (settings: WebsiteSettings) =>
  db.resources.put({
    path: "/api/website-settings",
    data: settings,
    etag: null,
    syncedAt: new Date().toISOString(),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AboutPage", () => {
  it("shows the owner's texts and the year the shop was established", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await saveSettings({
      ...settingsDefaults,
      aboutUs: {
        title: "About the Golden House",
        description: "Jewellers of Mymensingh.",
        associationLine: "BAJUS member 77",
        story: "It began at a small counter.",
        storyNote: "We still polish for free.",
        mission: "Honest gold for all.",
        vision: "Every celebration, with us.",
      },
      business: { ...settingsDefaults.business, established: "1998" },
    });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "About the Golden House" })).toBeTruthy();
    for (const text of [
      "Jewellers of Mymensingh.",
      "BAJUS member 77",
      "It began at a small counter.",
      "We still polish for free.",
      "Honest gold for all.",
      "Every celebration, with us.",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const servingSince = screen.getByText("Serving Since").closest("div");
    expect(servingSince?.textContent).toContain("1998");
    expect(screen.getByText("50k+")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Core Values" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Quality",
      "Tradition",
      "Customer First",
      "Hallmarked purity",
      "Honest weight",
      "Care for life",
      "Fair exchange",
    ]);
    expect(screen.getByRole("link", { name: "View Collection" }).getAttribute("href")).toBe("/jewelry");
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
  });

  it("waits with a spinner on a first online visit, then shows the downloaded settings", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage();

    expect(await screen.findByText("Loading our story...")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    answer(
      Response.json({
        ...settingsDefaults,
        aboutUs: { ...settingsDefaults.aboutUs, title: "Fresh from the shop" },
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Fresh from the shop" })).toBeTruthy();
  });

  it("shows the built-in texts at once when the settings cannot be downloaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderPage();

    expect(
      await screen.findByRole("heading", { level: 1, name: settingsDefaults.aboutUs.title }),
    ).toBeTruthy();
    expect(screen.getByText(settingsDefaults.aboutUs.associationLine)).toBeTruthy();
    expect(screen.getByText("Serving Since").closest("div")?.textContent).toContain("2020");
  });
});
