import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settingsDefaults } from "#core/settings-defaults";
import { byPath, fakeApi, json, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedSettings } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { rateBoard } from "../../shared/testing/rates-test-data";
import { renderRoutes } from "../../shared/testing/render-routes";
import { SiteFooter } from "./site-footer";

const renderFooter = () => renderRoutes([{ path: "/", element: <SiteFooter /> }]);

const [dhaka, mymensingh] = settingsDefaults.contactUs.showrooms ?? [];

describe("the footer's showrooms", () => {
  beforeEach(() => {
    fakeApi();
  });
  afterEach(async () => {
    await unmountAndRestoreFetch();
  });

  it("lists each showroom with its address, hours, number, WhatsApp chat and map", async () => {
    renderFooter();
    const list = await screen.findByRole("list", { name: "Our Showrooms" });
    const showrooms = within(list).getAllByRole("listitem");
    expect(showrooms.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Dhaka Showroom",
      "Mymensingh Showroom",
    ]);
    const second = within(showrooms[1] as HTMLElement);
    expect(second.getByText(/Ganginar Par/).textContent).toBe(mymensingh?.address);
    expect(second.getByText(/Friday: 3:00 PM-9:00 PM/)).toBeTruthy();
    expect(second.getByRole("link", { name: "+880 1811-456789" }).getAttribute("href")).toBe(
      "tel:+8801811456789",
    );
    expect(
      second.getByRole("link", { name: /WhatsApp ?, Mymensingh Showroom/ }).getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/8801811456789\?text=Hello%20Shonali%20Jewellers.*Mymensingh%20Showroom/);
    expect(second.getByRole("link", { name: /Map ?, Mymensingh Showroom/ }).getAttribute("href")).toBe(
      mymensingh?.mapLocation,
    );
  });

  it("shows the shop's second number once, and the first with the showroom it rings", async () => {
    renderFooter();
    await screen.findByRole("list", { name: "Our Showrooms" });
    expect(screen.getAllByRole("link", { name: dhaka?.phone })).toHaveLength(1);
    expect(screen.getAllByRole("link", { name: settingsDefaults.contactUs.phone2 })).toHaveLength(1);
  });

  it("shows the one showroom of settings kept from before showrooms were listed", async () => {
    const { showrooms: _, ...older } = {
      ...settingsDefaults.contactUs,
      address: "12 Choto Bazar\nMymensingh",
    };
    await putSavedSettings({ contactUs: older });
    renderFooter();
    expect(await screen.findByRole("heading", { level: 3, name: "Our showroom" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(1);
    expect(screen.getByText(/12 Choto Bazar/).textContent).toBe("12 Choto Bazar\nMymensingh");
  });
});

describe("the footer in Bengali", () => {
  onBengaliPage();
  beforeEach(() => {
    fakeApi();
  });
  afterEach(async () => {
    await unmountAndRestoreFetch();
  });

  it("shows the shop's Bengali footer and address out of the box", async () => {
    renderFooter();
    expect(await screen.findByText(settingsDefaults.footer.bn?.footerText ?? "")).toBeTruthy();
    expect(screen.getByText(settingsDefaults.footer.bn?.copyright ?? "")).toBeTruthy();
    for (const showroom of settingsDefaults.contactUs.showrooms ?? []) {
      expect(screen.getByRole("heading", { level: 3, name: showroom.bn?.name })).toBeTruthy();
      const address = showroom.bn?.address ?? "";
      expect(screen.getByText((_, element) => element?.textContent === address && element.tagName === "P"));
    }
    expect(screen.queryByText(settingsDefaults.footer.footerText)).toBeNull();
  });

  it("names the shop in Bengali, as its sign and as the heading of what it says about itself", async () => {
    renderFooter();
    expect(await screen.findByRole("heading", { level: 2, name: "সোনালী জুয়েলার্স" })).toBeTruthy();
    expect(screen.getAllByText("সোনালী জুয়েলার্স")).toHaveLength(2);
    expect(screen.queryByText(settingsDefaults.homePage.siteName)).toBeNull();
  });

  it("names the shop in English while it has no Bengali name", async () => {
    const bn = settingsDefaults.homePage.bn ?? expect.unreachable("Bengali defaults");
    await putSavedSettings({ homePage: { ...settingsDefaults.homePage, bn: { ...bn, siteName: "" } } });
    renderFooter();
    expect(await screen.findByRole("heading", { level: 2, name: "Shonali Jewellers" })).toBeTruthy();
    expect(screen.getAllByText("Shonali Jewellers")).toHaveLength(2);
  });

  it("shows the English text where the Bengali one is blank", async () => {
    await putSavedSettings({
      footer: {
        copyright: "© Golden House",
        footerText: "Open every day.",
        bn: { copyright: "", footerText: "প্রতিদিন খোলা।" },
      },
    });
    renderFooter();
    expect(await screen.findByText("© Golden House")).toBeTruthy();
    expect(screen.getByText("প্রতিদিন খোলা।")).toBeTruthy();
  });
});

describe("the footer's rate line", () => {
  afterEach(async () => {
    await unmountAndRestoreFetch();
  });

  it("gives today's 22K price per vori on every page, linked to the board", async () => {
    fakeApi(byPath({ "/api/gold-rates": json(rateBoard) }));
    renderFooter();
    const line = await screen.findByRole("link", { name: "22 Karat Gold today: ৳2,28,614 per vori" });
    expect(line.getAttribute("href")).toBe("/gold-rates");
  });

  describe("in Bengali", () => {
    onBengaliPage();

    it("writes it in Bengali words and digits", async () => {
      fakeApi(byPath({ "/api/gold-rates": json(rateBoard) }));
      renderFooter();
      expect(await screen.findByRole("link", { name: "আজ ২২ ক্যারেট স্বর্ণ: প্রতি ভরি ৳২,২৮,৬১৪" })).toBeTruthy();
    });
  });
});
