import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsDefaults } from "#core/settings-defaults";
import type { SentRequest } from "../../data/testing/fake-api";
import { renderSettingsAdmin, settingsApi } from "../testing/settings-admin";

afterEach(() => {
  vi.restoreAllMocks();
});

const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === "PUT");
const [, mymensingh] = settingsDefaults.contactUs.showrooms ?? [];
const showroom = (name: RegExp) => within(screen.getByRole("group", { name }));

describe("the contact section's showrooms", () => {
  it("shows each showroom's fields, English and Bengali, in the owner's order", async () => {
    settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    expect(await screen.findByRole("heading", { level: 3, name: "Showrooms" })).toBeTruthy();
    const second = showroom(/^Showroom 2\b.*Mymensingh Showroom/);
    expect((second.getByLabelText("Showroom name") as HTMLInputElement).value).toBe("Mymensingh Showroom");
    expect((second.getByLabelText("Showroom name (Bengali)") as HTMLInputElement).value).toBe(
      "ময়মনসিংহ শোরুম",
    );
    expect((second.getByLabelText("Address") as HTMLTextAreaElement).value).toBe(mymensingh?.address);
    expect((second.getByLabelText("Longitude") as HTMLInputElement).value).toBe("90.4069");
    expect(
      second.getByText("Links will dial +880 1811-456789", { selector: "[id$=phone-hint]" }),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Phone 1")).toBeNull();
  });

  it("adds a showroom, moves it first, removes another, and saves the list", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    await user.click(await screen.findByRole("button", { name: "Add showroom" }));
    const third = showroom(/^Showroom 3/);
    expect(document.activeElement).toBe(third.getByLabelText("Showroom name"));
    await user.type(third.getByLabelText("Showroom name"), "Sylhet Showroom");
    await user.type(third.getByLabelText("Address"), "Zindabazar, Sylhet");
    await user.type(third.getByLabelText("Latitude"), "24.8949");
    await user.type(third.getByLabelText("Longitude"), "91.8687");
    await user.click(screen.getByRole("button", { name: "Move Sylhet Showroom up" }));
    await user.click(screen.getByRole("button", { name: "Move Sylhet Showroom up" }));
    expect(screen.getByRole("button", { name: "Move Sylhet Showroom up" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Remove Dhaka Showroom" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Contact Us settings saved successfully!")).toBeTruthy();
    const body = puts(requests)[0]?.body as { contactUs: { showrooms: unknown[] } };
    expect(body.contactUs.showrooms).toEqual([
      {
        name: "Sylhet Showroom",
        address: "Zindabazar, Sylhet",
        businessHours: "",
        phone: "",
        whatsapp: "",
        mapLocation: "",
        coordinates: { lat: 24.8949, lng: 91.8687 },
        bn: { name: "", address: "", businessHours: "" },
      },
      mymensingh,
    ]);
  });

  it("keeps the last showroom, and says why", async () => {
    const user = userEvent.setup();
    settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    await user.click(await screen.findByRole("button", { name: "Remove Mymensingh Showroom" }));
    const last = screen.getByRole("button", { name: "Remove Dhaka Showroom" });
    expect(last).toHaveProperty("disabled", true);
    expect(last.getAttribute("title")).toBe("The site needs at least one showroom.");
  });

  it("shows what is wrong under the showroom's own field, and sends nothing", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    await user.click(await screen.findByRole("button", { name: "Add showroom" }));
    const third = showroom(/^Showroom 3/);
    await user.type(third.getByLabelText("Phone"), "01811");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await third.findByText("Showroom name is required")).toBeTruthy();
    expect(third.getByText("Address is required")).toBeTruthy();
    expect(third.getByText("Latitude must be a number")).toBeTruthy();
    expect(
      third.getByText("Phone must be a phone number such as 01711-234567, 02-9123456 or +880 1711-234567"),
    ).toBeTruthy();
    expect(third.getByLabelText("Showroom name").getAttribute("aria-invalid")).toBe("true");
    expect(showroom(/^Showroom 1/).queryByText(/required/)).toBeNull();
    expect(puts(requests)).toHaveLength(0);
  });
});
