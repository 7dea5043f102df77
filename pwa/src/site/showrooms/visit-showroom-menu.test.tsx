import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inLanguage } from "#core/in-language";
import { settingsDefaults } from "#core/settings-defaults";
import { showroomsOf } from "#core/showrooms";
import { VisitShowroomMenu } from "./visit-showroom-menu";

const showrooms = showroomsOf(settingsDefaults.contactUs).map((showroom) => inLanguage(showroom, "en"));

describe("Visit Our Store", () => {
  it("lets the visitor pick a showroom, each opening its own map", () => {
    render(<VisitShowroomMenu showrooms={showrooms} className="button" />);
    const menu = screen.getByText("Visit Our Store").closest("details") as HTMLDetailsElement;
    expect(menu.open).toBe(false);
    fireEvent.click(screen.getByText("Visit Our Store"));
    expect(menu.open).toBe(true);
    const choices = within(screen.getByRole("list", { name: "Choose a showroom" })).getAllByRole("link");
    expect(choices.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [
        "Dhaka ShowroomShop 27-29, Level 4, Bashundhara City (opens in a new tab)",
        "https://maps.google.com/?q=23.7511,90.3906",
      ],
      [
        "Mymensingh ShowroomShop 14-15, Ground Floor, Shankar Plaza (opens in a new tab)",
        "https://maps.google.com/?q=24.7536,90.4069",
      ],
    ]);
    expect(choices[0]?.getAttribute("target")).toBe("_blank");
  });

  it("closes on Escape, back on its button, and on a click elsewhere", () => {
    render(
      <>
        <VisitShowroomMenu showrooms={showrooms} className="button" />
        <p>Elsewhere</p>
      </>,
    );
    const summary = screen.getByText("Visit Our Store");
    const menu = summary.closest("details") as HTMLDetailsElement;
    menu.open = true;
    fireEvent.keyDown(within(menu).getAllByRole("link")[1] as HTMLElement, { key: "Escape" });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(summary.closest("summary"));
    menu.open = true;
    fireEvent.click(screen.getByText("Elsewhere"));
    expect(menu.open).toBe(false);
  });

  it("is one link to the map when the shop has one showroom", () => {
    const pin = { ...showrooms[1], mapLocation: "" } as (typeof showrooms)[number];
    render(<VisitShowroomMenu showrooms={[pin]} className="button" />);
    expect(screen.getByRole("link", { name: /Visit Our Store/ }).getAttribute("href")).toBe(
      "https://www.google.com/maps?q=24.7536,90.4069",
    );
    expect(document.querySelector("details")).toBeNull();
  });
});
