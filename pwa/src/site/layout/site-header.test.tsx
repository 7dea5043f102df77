import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settingsDefaults } from "#core/settings-defaults";
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY } from "../../data/session/stored-session";
import { fakeApi, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedSettings } from "../../data/testing/saved-copy";
import { renderRoutes } from "../../shared/testing/render-routes";
import { SiteHeader } from "./site-header";

const renderHeader = () => renderRoutes([{ path: "*", element: <SiteHeader /> }], "/");

describe("the site header", () => {
  beforeEach(() => {
    fakeApi();
  });
  afterEach(unmountAndRestoreFetch);

  it("lists each public page once in the phone menu, About included, and no Admin link for visitors", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menus = screen.getAllByRole("navigation", { name: "Main" });
    const sheet = menus[1];
    if (!sheet) throw new Error("no phone menu");
    const names = within(sheet)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Home", "Gold Calculator", "Jewelry", "Today's Rate", "About", "Contact"]);
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("shows the Admin link only while an admin is signed in on this browser", async () => {
    renderHeader();
    expect(screen.queryAllByRole("link", { name: "Admin" })).toHaveLength(0);
    act(() => {
      localStorage.setItem(ADMIN_TOKEN_KEY, "token");
      localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify({ id: "1", username: "owner", email: "" }));
      window.dispatchEvent(new Event("admin-session-change"));
    });
    expect(screen.getAllByRole("link", { name: "Admin" })[0]?.getAttribute("href")).toBe("/admin");
  });

  it("offers the page on screen in Bengali once, in the bar the phone shows too, as a link that loads it", () => {
    renderRoutes([{ path: "*", element: <SiteHeader /> }], "/jewelry?category=ring");
    const switches = screen.getAllByRole("link", { name: "বাংলা", hidden: true });
    expect(switches.map((link) => link.getAttribute("href"))).toEqual(["/bn/jewelry?category=ring"]);
  });

  it("closes the phone menu with Escape and gives focus back to its button", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("shows an uploaded logo 40 px high, at the width its proportions give it", async () => {
    const logo = "/uploads/0123456789abcdef0123456789abcdef/1200x400-ffffff.jpg";
    await putSavedSettings({ media: { ...settingsDefaults.media, logo } });
    renderHeader();
    const image = await screen.findByRole("img", { name: "Shonali Jewellers" });
    expect(image.getAttribute("sizes")).toBe("120px");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1200", "400"]);
    // A transparent logo keeps the header showing through it.
    expect(image.getAttribute("style")).toBeNull();
  });

  it("shows the site name when the logo fails to load", async () => {
    await putSavedSettings({ media: { ...settingsDefaults.media, logo: "/broken-logo.png" } });
    renderHeader();
    const logo = await screen.findByRole("img", { name: "Shonali Jewellers" });
    act(() => {
      logo.dispatchEvent(new Event("error"));
    });
    expect(await screen.findByText("Shonali Jewellers")).toBeTruthy();
  });
});
