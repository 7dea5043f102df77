import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shownMediaImage } from "#core/media-shown";
import { settingsDefaults } from "#core/settings-defaults";
import { fakeApi, type SentRequest } from "../../data/testing/fake-api";
import { setPageLanguage } from "../../i18n/page-language";
import { renderSettingsAdmin, settingsApi } from "../testing/settings-admin";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === "PUT");

describe("a settings section form", () => {
  it("saves only its own section, says so, and refetches the settings", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/home-page");

    const subtitle = await screen.findByLabelText("Hero subtitle");
    expect(screen.getByRole("heading", { level: 1, name: "Website Settings" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Home Page" })).toBeTruthy();
    await user.clear(subtitle);
    await user.type(subtitle, "Gold for every wedding.");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Home Page settings saved successfully!")).toBeTruthy();
    const [put] = puts(requests);
    expect(put?.path).toBe("/api/website-settings/homePage");
    expect(put?.body).toEqual({
      homePage: { ...settingsDefaults.homePage, heroSubtitle: "Gold for every wedding." },
    });
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === "GET" && r.path === "/api/website-settings").length,
      ).toBeGreaterThan(1),
    );
    // Saved values are the new baseline: nothing left to save.
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("saves with Ctrl+S from inside a field", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/footer");
    const text = await screen.findByLabelText("Footer text");
    await user.clear(text);
    await user.type(text, "Open every day.{Control>}s{/Control}");
    expect(await screen.findByText("Footer settings saved successfully!")).toBeTruthy();
    expect(puts(requests)[0]?.body).toEqual({
      footer: { ...settingsDefaults.footer, footerText: "Open every day." },
    });
  });

  it("edits payment methods as a list: add, remove, reorder, blanks left out", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/business");

    const list = within(await screen.findByRole("group", { name: "Payment methods" }));
    await user.click(list.getByRole("button", { name: "Remove DBBL" }));
    await user.click(list.getByRole("button", { name: "Move bKash up" }));
    await user.click(list.getByRole("button", { name: "Add payment method" }));
    await user.type(list.getByLabelText("Payment method 6"), "Rocket");
    await user.click(list.getByRole("button", { name: "Add payment method" }));
    await user.click(screen.getByRole("switch", { name: "SSL verified" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Business Info settings saved successfully!")).toBeTruthy();
    expect(puts(requests)[0]?.body).toEqual({
      business: {
        ...settingsDefaults.business,
        paymentMethods: ["Visa Card", "American Express", "bKash", "City Bank", "Nagad", "Rocket"],
        sslVerified: false,
      },
    });
  });

  it("shows the schema's message under a bad field and sends nothing", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    const email = await screen.findByLabelText("Email");
    expect(email.getAttribute("type")).toBe("email");
    expect(screen.getAllByLabelText("Latitude")[0]?.getAttribute("inputmode")).toBe("decimal");
    await user.clear(email);
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Email must be a valid email address")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(puts(requests)).toHaveLength(0);
  });

  it("reads coordinates typed in Bengali digits as the numbers they are", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    const [latitude] = await screen.findAllByLabelText("Latitude");
    await user.clear(latitude as HTMLElement);
    await user.type(latitude as HTMLElement, "২৪.৭৫৬৫");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Contact Us settings saved successfully!");
    const [put] = puts(requests);
    expect(put?.body).toMatchObject({ contactUs: { showrooms: [{ coordinates: { lat: 24.7565 } }, {}] } });
  });

  it("refuses a number field holding no number, with the schema's message", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    const [latitude] = await screen.findAllByLabelText("Latitude");
    await user.clear(latitude as HTMLElement);
    await user.type(latitude as HTMLElement, "২৪.৭.৫");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Latitude must be a number")).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it("gives each text visitors read a Bengali field beside it, and saves it with the section", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/home-page");
    const bengali = await screen.findByLabelText("Hero title (Bengali)");
    expect(bengali.getAttribute("lang")).toBe("bn");
    expect((bengali as HTMLInputElement).value).toBe(settingsDefaults.homePage.bn?.heroTitle);
    expect(screen.getByLabelText("Hero title").getAttribute("lang")).toBeNull();
    const feature2 = within(screen.getByRole("group", { name: "Feature 2" }));
    await user.clear(feature2.getByLabelText("Title (Bengali)"));
    await user.type(feature2.getByLabelText("Title (Bengali)"), "হাতে গড়া");
    await user.clear(bengali);
    await user.type(bengali, "ঈদের কালেকশন");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Home Page settings saved successfully!")).toBeTruthy();
    const defaults = settingsDefaults.homePage;
    const bn = defaults.bn ?? expect.unreachable("the defaults have Bengali texts");
    expect(puts(requests)[0]?.body).toEqual({
      homePage: {
        ...defaults,
        bn: {
          ...bn,
          heroTitle: "ঈদের কালেকশন",
          features: { ...bn.features, feature2: { ...bn.features.feature2, title: "হাতে গড়া" } },
        },
      },
    });
  });

  it("gives the shop's name a Bengali field beside the English one, and saves it with the section", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/home-page");
    const name = await screen.findByLabelText("Site name (Bengali)");
    expect(name.getAttribute("lang")).toBe("bn");
    expect((name as HTMLInputElement).value).toBe("সোনালী জুয়েলার্স");
    expect(name.getAttribute("aria-required")).toBeNull();
    // The pair shares a row: the Bengali name comes right after the English one.
    const fields = screen.getAllByRole("textbox").map((field) => field.id);
    expect(fields.slice(0, 2)).toEqual(["settings-homePage-siteName", "settings-homePage-bn-siteName"]);
    await user.clear(name);
    await user.type(name, "রূপা জুয়েলার্স");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Home Page settings saved successfully!")).toBeTruthy();
    const defaults = settingsDefaults.homePage;
    const bn = defaults.bn ?? expect.unreachable("the defaults have Bengali texts");
    expect(puts(requests)[0]?.body).toEqual({
      homePage: { ...defaults, bn: { ...bn, siteName: "রূপা জুয়েলার্স" } },
    });
  });

  it("starts a home page saved before the shop's name had a Bengali form with that field blank", async () => {
    const { state } = settingsApi();
    const { siteName: _, ...bn } = settingsDefaults.homePage.bn ?? expect.unreachable("Bengali defaults");
    state.settings = {
      ...state.settings,
      homePage: { ...settingsDefaults.homePage, bn: { ...bn, siteName: "" } },
    };
    renderSettingsAdmin("/admin/settings/home-page");
    expect(((await screen.findByLabelText("Site name (Bengali)")) as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps a Bengali text after a validation error, and shows a Bengali field's own error under it", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/home-page");
    const bengali = await screen.findByLabelText("Hero title (Bengali)");
    await user.clear(bengali);
    await user.type(bengali, "নতুন শিরোনাম");
    await user.clear(screen.getByLabelText("Hero title"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Hero title is required")).toBeTruthy();
    expect((bengali as HTMLInputElement).value).toBe("নতুন শিরোনাম");
    expect(puts(requests)).toHaveLength(0);

    await user.type(screen.getByLabelText("Hero title"), "Eid Collection");
    fireEvent.change(bengali, { target: { value: "ক".repeat(121) } });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Hero title (Bengali) must be at most 120 characters")).toBeTruthy();
    expect(bengali.getAttribute("aria-invalid")).toBe("true");
    expect(puts(requests)).toHaveLength(0);
  });

  it("starts a section saved before it had Bengali texts with blank Bengali fields, and nothing to save", async () => {
    const { state } = settingsApi();
    const { bn: _, ...footer } = settingsDefaults.footer;
    state.settings = { ...state.settings, footer };
    renderSettingsAdmin("/admin/settings/footer");
    expect(((await screen.findByLabelText("Footer text (Bengali)")) as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says how the links will dial each phone number, and refuses one they cannot", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    const [whatsapp = expect.unreachable("a WhatsApp field")] =
      await screen.findAllByLabelText("WhatsApp number");
    expect(
      screen.getByText("Links will dial +880 1711-234567", { selector: `#${whatsapp.id}-hint` }),
    ).toBeTruthy();
    await user.clear(whatsapp);
    await user.type(whatsapp, "01911765432");
    expect(whatsapp.getAttribute("aria-describedby")).toBe(`${whatsapp.id}-hint`);
    expect(document.getElementById(`${whatsapp.id}-hint`)?.textContent).toBe(
      "Links will dial +880 1911-765432",
    );

    const phone2 = screen.getByLabelText("Phone 2");
    await user.clear(phone2);
    await user.type(phone2, "01911-76543");
    expect(document.getElementById(`${phone2.id}-hint`)?.textContent).toBe(
      "Such as 01711-234567 or 02-9123456; used for the call links.",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText(
        "Phone 2 must be a phone number such as 01711-234567, 02-9123456 or +880 1711-234567",
      ),
    ).toBeTruthy();
    expect(phone2.getAttribute("aria-invalid")).toBe("true");
    expect(puts(requests)).toHaveLength(0);
  });

  it("saves the Getting Here tips with the contact section", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/contact-us");
    const tips = await screen.findByLabelText("Getting Here tips");
    expect((tips as HTMLTextAreaElement).value).toBe(settingsDefaults.contactUs.gettingHere);
    await user.clear(tips);
    await user.type(tips, "Take the Mymensingh road.{Enter}Ask for the gold market.");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Contact Us settings saved successfully!")).toBeTruthy();
    expect(puts(requests)[0]?.body).toEqual({
      contactUs: {
        ...settingsDefaults.contactUs,
        gettingHere: "Take the Mymensingh road.\nAsk for the gold market.",
      },
    });
  });

  it("saves the promise on the About page: its line and each reason", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/about-us");
    const line = await screen.findByLabelText("Promise line");
    await user.clear(line);
    await user.type(line, "Our word to you");
    const reason3 = screen.getByRole("group", { name: "Why Choose Us: reason 3" });
    const title = within(reason3).getByLabelText("Title");
    expect((title as HTMLInputElement).value).toBe("Care for life");
    await user.clear(title);
    await user.type(title, "Free cleaning");
    await user.clear(within(reason3).getByLabelText("Description"));
    await user.type(within(reason3).getByLabelText("Description"), "Bring it back every Eid.");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("About Us settings saved successfully!")).toBeTruthy();
    const { promise } = settingsDefaults.aboutUs;
    expect(puts(requests)[0]?.body).toEqual({
      aboutUs: {
        ...settingsDefaults.aboutUs,
        promise: {
          ...promise,
          eyebrow: "Our word to you",
          reason3: { title: "Free cleaning", description: "Bring it back every Eid." },
        },
      },
    });
  });

  it("shows the server's error, keeping what was typed", async () => {
    const user = userEvent.setup();
    settingsApi(() => ({ status: 500, body: { error: "The disk is full" } }));
    renderSettingsAdmin("/admin/settings/seo");
    const title = await screen.findByLabelText("Meta title");
    await user.clear(title);
    await user.type(title, "Shonali | Gold");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Error: The disk is full")).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe("Shonali | Gold");
  });

  it("says an error occurred when the server cannot be reached", async () => {
    const user = userEvent.setup();
    settingsApi(() => "network-error");
    renderSettingsAdmin("/admin/settings/about-us");
    const mission = await screen.findByLabelText("Mission");
    await user.type(mission, " Always.");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("An error occurred while saving settings.")).toBeTruthy();
    expect((mission as HTMLTextAreaElement).value).toBe(`${settingsDefaults.aboutUs.mission} Always.`);
  });

  it("previews what the site shows for an empty media field: its default picture, or the shop's name", async () => {
    const user = userEvent.setup();
    settingsApi();
    renderSettingsAdmin("/admin/settings/media");
    const hero = await screen.findByLabelText("Hero image");
    const heroPreview = screen.getByRole("img", { name: "Preview of Hero image" });
    expect(heroPreview.getAttribute("src")).toBe(shownMediaImage("heroImage", ""));
    expect(screen.getAllByText("Showing the default picture")).toHaveLength(2);
    expect(screen.getByText("No logo: the site shows the shop's name")).toBeTruthy();
    expect(screen.getByText(settingsDefaults.homePage.siteName)).toBeTruthy();

    await user.type(hero, "/images/own-hero.jpg");
    expect(screen.getByRole("img", { name: "Preview of Hero image" }).getAttribute("src")).toBe(
      "/images/own-hero.jpg",
    );
    expect(screen.getAllByText("Showing the default picture")).toHaveLength(1);
  });

  it("previews an empty logo with the shop's name in the owner's language", async () => {
    setPageLanguage("bn");
    try {
      settingsApi();
      renderSettingsAdmin("/admin/settings/media");
      await screen.findByLabelText("Hero image");
      const bengaliName = settingsDefaults.homePage.bn?.siteName ?? expect.unreachable("a Bengali name");
      expect(screen.getByText(bengaliName)).toBeTruthy();
      expect(screen.queryByText(settingsDefaults.homePage.siteName)).toBeNull();
    } finally {
      setPageLanguage("en");
    }
  });

  it("previews the logo and says when it fails to load", async () => {
    const user = userEvent.setup();
    settingsApi();
    renderSettingsAdmin("/admin/settings/media");
    await user.type(await screen.findByLabelText("Logo"), "/images/missing-logo.png");

    const preview = await screen.findByRole("img", { name: "Preview of Logo" });
    fireEvent.error(preview);
    expect(await screen.findByText("Logo failed to load. Please check the URL.")).toBeTruthy();
  });

  it("saves the trademark image as a bare value", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/trademark");
    const field = await screen.findByLabelText("Trademark image");
    await user.clear(field);
    await user.type(field, "/images/new-mark.svg");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Trademark Image settings saved successfully!")).toBeTruthy();
    expect(puts(requests)[0]).toMatchObject({
      path: "/api/website-settings/trademarkImage",
      body: { trademarkImage: "/images/new-mark.svg" },
    });
  });

  it("turns saving off while offline and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/seo");
    const keywords = await screen.findByLabelText("Keywords");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    await user.type(keywords, ", bridal sets");
    await user.keyboard("{Control>}s{/Control}");

    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.title).toBe("Saving needs a connection");
    expect(puts(requests)).toHaveLength(0);
    expect((keywords as HTMLTextAreaElement).value).toBe(`${settingsDefaults.seo.keywords}, bridal sets`);
  });

  it("discards changes with Reset", async () => {
    const user = userEvent.setup();
    settingsApi();
    renderSettingsAdmin("/admin/settings/social-media");
    const facebook = await screen.findByLabelText("Facebook link");
    await user.type(facebook, "https://facebook.com/shonali");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect((facebook as HTMLInputElement).value).toBe("");
  });

  it("says Settings Not Found when they cannot be loaded, and Retry loads them", async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi(() =>
      fail ? { status: 500, body: { error: "Broken" } } : { status: 200, body: settingsDefaults },
    );
    renderSettingsAdmin("/admin/settings/home-page");

    expect(await screen.findByRole("heading", { name: "Settings Not Found" })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(((await screen.findByLabelText("Site name")) as HTMLInputElement).value).toBe("Shonali Jewellers");
  });

  it("offers a way back for an unknown section", async () => {
    settingsApi();
    renderSettingsAdmin("/admin/settings/prices");
    expect(await screen.findByRole("link", { name: "Go to the Home Page settings" })).toBeTruthy();
  });
});
