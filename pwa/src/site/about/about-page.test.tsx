import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { fakeApi, json, laterAnswer, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedSettings } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { AboutPage } from "./about-page";

const renderPage = () => renderRoutes([{ path: "/about", Component: AboutPage }]);

const expectDefaultPromise = () => {
  const why = screen.getByRole("region", { name: "Why Choose Us" });
  expect(within(why).getByText("The Shonali promise")).toBeTruthy();
  expect(
    within(why)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(["Hallmarked purity", "Honest weight", "Care for life", "Fair exchange"]);
  expect(within(why).getByText(settingsDefaults.aboutUs.promise.reason2.description)).toBeTruthy();
};

afterEach(unmountAndRestoreFetch);

describe("AboutPage", () => {
  it("shows the owner's texts and the year the shop was established", async () => {
    fakeApi();
    await putSavedSettings({
      aboutUs: {
        title: "About the Golden House",
        description: "Jewellers of Mymensingh.",
        associationLine: "BAJUS member 77",
        story: "It began at a small counter.",
        storyNote: "We still polish for free.",
        mission: "Honest gold for all.",
        vision: "Every celebration, with us.",
        promise: {
          eyebrow: "Our word to you",
          reason1: { title: "Tested gold", description: "Every piece goes through the touchstone." },
          reason2: { title: "", description: "" },
          reason3: { title: "Free cleaning", description: "Bring it back every Eid." },
          reason4: { title: "Buy-back", description: "We buy back what we sold." },
        },
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
      "Our word to you",
      "Every piece goes through the touchstone.",
      "Bring it back every Eid.",
      "We buy back what we sold.",
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
      "Tested gold",
      "Free cleaning",
      "Buy-back",
    ]);
    expect(screen.queryByText("The Shonali promise")).toBeNull();
    expect(screen.getByRole("link", { name: "View Collection" }).getAttribute("href")).toBe("/jewelry");
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
  });

  it("waits with a spinner on a first online visit, then shows the downloaded settings", async () => {
    const settings = laterAnswer();
    fakeApi(() => settings.answer);
    renderPage();

    expect(await screen.findByText("Loading our story...")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    settings.give(
      json({
        ...settingsDefaults,
        aboutUs: { ...settingsDefaults.aboutUs, title: "Fresh from the shop" },
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Fresh from the shop" })).toBeTruthy();
  });

  it("shows the built-in texts at once when the settings cannot be downloaded", async () => {
    fakeApi();
    renderPage();

    expect(
      await screen.findByRole("heading", { level: 1, name: settingsDefaults.aboutUs.title }),
    ).toBeTruthy();
    expect(screen.getByText(settingsDefaults.aboutUs.associationLine)).toBeTruthy();
    expect(screen.getByText("Serving Since").closest("div")?.textContent).toContain("2020");
    expectDefaultPromise();
  });

  it("shows the built-in promise when the saved settings predate it", async () => {
    fakeApi();
    const { promise: _, ...olderAboutUs } = settingsDefaults.aboutUs;
    await putSavedSettings({
      aboutUs: { ...olderAboutUs, title: "Saved before" } as WebsiteSettings["aboutUs"],
    });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Saved before" })).toBeTruthy();
    expectDefaultPromise();
  });
});

describe("AboutPage in Bengali", () => {
  onBengaliPage();

  it("tells the shop's story in Bengali out of the box", async () => {
    fakeApi();
    renderPage();
    const bn = settingsDefaults.aboutUs.bn;
    expect(await screen.findByRole("heading", { level: 1, name: bn?.title })).toBeTruthy();
    for (const text of [
      bn?.description,
      bn?.story,
      bn?.mission,
      bn?.promise.eyebrow,
      bn?.promise.reason3.description,
    ]) {
      expect(screen.getByText(text ?? "")).toBeTruthy();
    }
    expect(screen.getByRole("heading", { level: 3, name: bn?.promise.reason2.title })).toBeTruthy();
    expect(screen.queryByText(settingsDefaults.aboutUs.story)).toBeNull();
  });

  it("shows the English text where the Bengali one is blank", async () => {
    fakeApi();
    const { bn, ...english } = settingsDefaults.aboutUs;
    if (!bn) throw new Error("The defaults have Bengali texts");
    await putSavedSettings({
      aboutUs: {
        ...english,
        title: "About the Golden House",
        bn: { ...bn, title: "", mission: "", promise: { ...bn.promise, eyebrow: "" } },
      },
    });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "About the Golden House" })).toBeTruthy();
    expect(screen.getByText(english.mission)).toBeTruthy();
    expect(screen.getByText(bn.vision)).toBeTruthy();
    expect(screen.getByText(english.promise.eyebrow)).toBeTruthy();
  });
});
