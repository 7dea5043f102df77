import { beforeEach, describe, expect, it } from "vitest";
import type { WebsiteSettings } from "#core/schemas/settings";
import { websiteSettingsSchema } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { createTestApp, type TestApp } from "../../testing/test-app";

const EXAMPLES = "01711-234567, 02-9123456 or +880 1711-234567";

describe("website settings API", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.login();
  });

  const getSettings = async () =>
    (await (await t.request("/api/website-settings")).json()) as WebsiteSettings;
  const save = (section: string, body: unknown) =>
    t.request(`/api/website-settings/${section}`, { method: "PUT", token, json: body });

  it("answers every section with the defaults on a fresh install", async () => {
    const settings = await getSettings();
    expect(settings).toEqual(settingsDefaults);
    expect(websiteSettingsSchema.safeParse(settings).success).toBe(true);
    expect(settings.business.paymentMethods).toEqual([
      "Visa Card",
      "American Express",
      "DBBL",
      "City Bank",
      "bKash",
      "Nagad",
    ]);
    expect(settings.business.established).toBe("2020");
  });

  it("saves one section, answers the full settings, and leaves every other section alone", async () => {
    const homePage = { ...settingsDefaults.homePage, heroTitle: "Bridal Season 2026" };
    const response = await save("homePage", { homePage });
    expect(response.status).toBe(200);
    const answered = (await response.json()) as WebsiteSettings;
    expect(answered.homePage.heroTitle).toBe("Bridal Season 2026");
    expect(answered.contactUs).toEqual(settingsDefaults.contactUs);
    expect(await getSettings()).toEqual({ ...settingsDefaults, homePage });
  });

  it("keeps fields a client left out, so a partial section is safe", async () => {
    await save("contactUs", { contactUs: { phone1: "+880 1811-000000", coordinates: { lat: 24.7471 } } });
    const { contactUs } = await getSettings();
    expect(contactUs.phone1).toBe("+880 1811-000000");
    expect(contactUs.phone2).toBe(settingsDefaults.contactUs.phone2);
    expect(contactUs.coordinates).toEqual({ lat: 24.7471, lng: settingsDefaults.contactUs.coordinates.lng });
  });

  it("saves the sections the spec leaves open: social media, footer, trademark image and about us", async () => {
    expect(
      (await save("socialMedia", { socialMedia: { facebook: "https://facebook.com/shonali" } })).status,
    ).toBe(200);
    expect((await save("footer", { footer: { footerText: "Open every day" } })).status).toBe(200);
    expect((await save("trademarkImage", { trademarkImage: "/images/hallmark.png" })).status).toBe(200);
    expect((await save("aboutUs", { aboutUs: { mission: "Honest gold." } })).status).toBe(200);
    const settings = await getSettings();
    expect(settings.socialMedia.facebook).toBe("https://facebook.com/shonali");
    expect(settings.footer.footerText).toBe("Open every day");
    expect(settings.trademarkImage).toBe("/images/hallmark.png");
    expect(settings.aboutUs.mission).toBe("Honest gold.");
  });

  it.each([
    [
      "media",
      { media: { logo: "javascript:alert(1)" } },
      "Logo must be a web address (https://…) or a path on this site (/…)",
    ],
    [
      "media",
      { media: { logo: "//evil.example/logo.png" } },
      "Logo must be a web address (https://…) or a path on this site (/…)",
    ],
    ["contactUs", { contactUs: { email: "not-an-email" } }, "Email must be a valid email address"],
    [
      "contactUs",
      { contactUs: { whatsapp: "01711-23456" } },
      "WhatsApp number must be a phone number such as 01711-234567, 02-9123456 or +880 1711-234567",
    ],
    [
      "contactUs",
      { contactUs: { phone2: "call Rahim" } },
      "Phone 2 must be a phone number such as 01711-234567, 02-9123456 or +880 1711-234567",
    ],
    ["contactUs", { contactUs: { coordinates: { lat: "23.75" } } }, "Latitude must be a number"],
    ["contactUs", { contactUs: { coordinates: { lng: 200 } } }, "Longitude must be between -180 and 180"],
    ["business", { business: { established: "twenty" } }, "Established must be a four-digit year"],
    ["business", { business: { sslVerified: "true" } }, "SSL verified must be true or false"],
    ["business", { business: { paymentMethods: "bKash" } }, "Payment methods must be a list"],
    ["homePage", { homePage: { siteName: "" } }, "Site name is required"],
    ["homePage", { homePage: "Shonali" }, 'Send "homePage" as an object of its fields'],
    ["footer", { footer: ["x"] }, 'Send "footer" as an object of its fields'],
    ["trademarkImage", { trademarkImage: 42 }, "Trademark image must be text"],
  ])("refuses bad %s input with a specific message", async (section, body, message) => {
    const response = await save(section, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await getSettings()).toEqual(settingsDefaults);
  });

  it("keeps phone numbers as the owner wrote them, in any form a link can dial", async () => {
    const contactUs = { phone1: "01711-234567", phone2: "02-9123456", whatsapp: "০১৭১১-২৩৪৫৬৭" };
    expect((await save("contactUs", { contactUs })).status).toBe(200);
    expect((await getSettings()).contactUs).toMatchObject(contactUs);
  });

  it("still serves a contact section whose number was saved before numbers were checked", async () => {
    const older = { ...settingsDefaults.contactUs, phone1: "01711-234567 (Rahim)", address: "Choto Bazar" };
    t.repos.settings.save("contactUs", older);
    expect((await getSettings()).contactUs).toEqual(older);
  });

  it("saves the promise on About and the Getting Here tips, and gives their defaults until then", async () => {
    const settings = await getSettings();
    expect(settings.aboutUs.promise.eyebrow).toBe("The Shonali promise");
    expect(settings.contactUs.gettingHere).toContain("Bashundhara City");

    const reason1 = { title: "Tested gold", description: "Every piece goes through the touchstone." };
    expect((await save("aboutUs", { aboutUs: { promise: { reason1 } } })).status).toBe(200);
    expect((await save("contactUs", { contactUs: { gettingHere: "Ask at Choto Bazar." } })).status).toBe(200);
    const saved = await getSettings();
    expect(saved.aboutUs.promise).toEqual({ ...settingsDefaults.aboutUs.promise, reason1 });
    expect(saved.contactUs.gettingHere).toBe("Ask at Choto Bazar.");
  });

  describe("showrooms", () => {
    const [dhaka, mymensingh] =
      settingsDefaults.contactUs.showrooms ?? expect.unreachable("sample showrooms");
    const requireBoth = () => [dhaka ?? expect.unreachable(), mymensingh ?? expect.unreachable()] as const;

    it("lists both sample showrooms on a fresh install, the spec's fields being the first one's", async () => {
      const { contactUs } = await getSettings();
      expect(contactUs.showrooms?.map((showroom) => showroom.name)).toEqual([
        "Dhaka Showroom",
        "Mymensingh Showroom",
      ]);
      expect(contactUs.address).toBe(dhaka?.address);
      expect(contactUs.phone1).toBe(dhaka?.phone);
      expect(contactUs.coordinates).toEqual(dhaka?.coordinates);
    });

    it("are saved as a list, and the spec's fields follow whichever showroom comes first", async () => {
      const [first, second] = requireBoth();
      const showrooms = [{ ...second, businessHours: "Daily: 10:00 AM-9:00 PM" }, first];
      const response = await save("contactUs", { contactUs: { showrooms } });
      expect(response.status).toBe(200);
      const { contactUs } = (await response.json()) as WebsiteSettings;
      expect(contactUs.showrooms).toEqual(showrooms);
      expect(contactUs).toMatchObject({
        address: second.address,
        businessHours: "Daily: 10:00 AM-9:00 PM",
        phone1: second.phone,
        phone2: settingsDefaults.contactUs.phone2,
        whatsapp: second.whatsapp,
        mapLocation: second.mapLocation,
        coordinates: second.coordinates,
        bn: { address: second.bn?.address, title: settingsDefaults.contactUs.bn?.title },
      });
      expect(await getSettings()).toEqual({ ...settingsDefaults, contactUs });
    });

    it("are added to and removed from, down to one", async () => {
      const [first, second] = requireBoth();
      const third = { ...second, name: "Sylhet Showroom", address: "Zindabazar, Sylhet", bn: undefined };
      expect((await save("contactUs", { contactUs: { showrooms: [first, second, third] } })).status).toBe(
        200,
      );
      expect((await getSettings()).contactUs.showrooms).toHaveLength(3);
      expect((await save("contactUs", { contactUs: { showrooms: [third] } })).status).toBe(200);
      const { contactUs } = await getSettings();
      expect(contactUs.showrooms?.map((showroom) => showroom.name)).toEqual(["Sylhet Showroom"]);
      expect(contactUs.address).toBe("Zindabazar, Sylhet");
      expect(contactUs.bn?.address).toBe("");
    });

    it("edit the first showroom through the spec's fields, for a client that knows no list", async () => {
      const contactUs = {
        address: "12 Choto Bazar\nMymensingh",
        phone1: "01811-000000",
        coordinates: { lat: 24.75 },
      };
      expect((await save("contactUs", { contactUs })).status).toBe(200);
      const saved = (await getSettings()).contactUs;
      expect(saved).toMatchObject(contactUs);
      expect(saved.showrooms?.[0]).toMatchObject({
        name: "Dhaka Showroom",
        address: "12 Choto Bazar\nMymensingh",
        phone: "01811-000000",
        coordinates: { lat: 24.75, lng: dhaka?.coordinates.lng },
      });
      expect(saved.showrooms?.[1]).toEqual(mymensingh);
    });

    it("are one showroom made of the spec's fields for a section saved before there was a list", async () => {
      const {
        showrooms: _,
        bn: __,
        ...older
      } = { ...settingsDefaults.contactUs, address: "Choto Bazar, Mymensingh" };
      t.db
        .prepare("INSERT INTO settings (section, value, updated_at) VALUES ('contactUs', ?, ?)")
        .run(JSON.stringify(older), new Date().toISOString());
      const { contactUs } = await getSettings();
      expect(contactUs.address).toBe("Choto Bazar, Mymensingh");
      expect(contactUs.showrooms).toEqual([
        expect.objectContaining({ name: "", address: "Choto Bazar, Mymensingh", phone: older.phone1 }),
      ]);
    });

    it.each([
      [{ showrooms: [] }, "Keep at least one showroom", "showrooms"],
      [{ showrooms: [{ name: "Sylhet" }] }, "Address is required", "showrooms.0.address"],
      [{ phone1: "call Rahim" }, `Phone must be a phone number such as ${EXAMPLES}`, "showrooms.0.phone"],
    ])("refuse %j, saying which showroom's field is wrong", async (contactUs, message, path) => {
      const response = await save("contactUs", { contactUs });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; issues: { path: string }[] };
      expect(answer.error).toBe(message);
      expect(answer.issues[0]?.path).toBe(path);
      expect(await getSettings()).toEqual(settingsDefaults);
    });
  });

  describe("Bengali texts", () => {
    it("come with the defaults, so a fresh shop reads in Bengali", async () => {
      const { homePage, footer } = await getSettings();
      expect(homePage.bn?.heroTitle).toBe(settingsDefaults.homePage.bn?.heroTitle);
      expect(homePage.bn?.heroTitle).toMatch(/\p{Script=Bengali}/u);
      expect(homePage.bn?.siteName).toBe("সোনালী জুয়েলার্স");
      expect(footer.bn?.copyright).toMatch(/\p{Script=Bengali}/u);
    });

    it("are stored and answered, and kept when a later save leaves them out", async () => {
      const bn = { heroTitle: "ঈদের নতুন কালেকশন", features: { feature2: { title: "নিজস্ব কারিগর" } } };
      const response = await save("homePage", { homePage: { bn } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as WebsiteSettings).homePage.bn?.heroTitle).toBe("ঈদের নতুন কালেকশন");

      expect((await save("homePage", { homePage: { heroTitle: "Eid Collection" } })).status).toBe(200);
      const { homePage } = await getSettings();
      expect(homePage.heroTitle).toBe("Eid Collection");
      expect(homePage.bn?.heroTitle).toBe("ঈদের নতুন কালেকশন");
      expect(homePage.bn?.features.feature2.title).toBe("নিজস্ব কারিগর");
      expect(homePage.bn?.features.feature1).toEqual(settingsDefaults.homePage.bn?.features.feature1);
    });

    it("may be blanked, so the Bengali page shows the English text", async () => {
      expect((await save("footer", { footer: { bn: { footerText: "" } } })).status).toBe(200);
      const { footer } = await getSettings();
      expect(footer.bn?.footerText).toBe("");
      expect(footer.bn?.copyright).toBe(settingsDefaults.footer.bn?.copyright);
    });

    it.each([
      [
        "homePage",
        { bn: { heroTitle: "ক".repeat(121) } },
        "bn.heroTitle",
        "Hero title (Bengali) must be at most 120 characters",
        { check: "tooLong", limit: 120 },
      ],
      ["aboutUs", { bn: { story: 42 } }, "bn.story", "Story (Bengali) must be text", { check: "required" }],
      [
        "contactUs",
        { bn: { subtitle: "ঢাকা\u0007" } },
        "bn.subtitle",
        "Subtitle (Bengali) contains characters that are not allowed",
        { check: "controlCharacters" },
      ],
      [
        "seo",
        { bn: { ogTitle: "ক".repeat(121) } },
        "bn.ogTitle",
        "Open Graph title (Bengali) must be at most 120 characters",
        { check: "tooLong", limit: 120 },
      ],
    ])("refuses a bad Bengali text in %s at its own path", async (section, value, path, message, check) => {
      const response = await save(section, { [section]: value });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, issues: [{ path, message, check }] });
      expect(await getSettings()).toEqual(settingsDefaults);
    });

    it("of a section saved before there were any are blank, not the defaults' translation", async () => {
      const { bn: _, ...english } = { ...settingsDefaults.aboutUs, title: "Our family, since 1998" };
      t.db
        .prepare("INSERT INTO settings (section, value, updated_at) VALUES ('aboutUs', ?, ?)")
        .run(JSON.stringify(english), new Date().toISOString());
      const { aboutUs } = await getSettings();
      expect(aboutUs.title).toBe("Our family, since 1998");
      expect(aboutUs).not.toHaveProperty("bn");
    });
  });

  it("answers 404 for an unknown section and 400 when the section is not wrapped in its name", async () => {
    const unknown = await save("payments", { payments: {} });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toContain(
      'There is no settings section "payments"',
    );
    const unwrapped = await save("homePage", { heroTitle: "x" });
    expect(unwrapped.status).toBe(400);
    expect(await unwrapped.json()).toEqual({ error: 'Send the section inside its name: { "homePage": … }' });
  });

  it("logs each save with the section's name", async () => {
    await save("seo", { seo: { metaTitle: "Gold in Dhaka" } });
    expect(t.repos.audit.recent({ limit: 1 })[0]).toMatchObject({
      action: "settings.updated",
      entityId: "seo",
      entityName: "SEO",
      actor: "owner",
    });
  });

  it("gives a new ETag after a save, so cached copies refresh", async () => {
    const before = (await t.request("/api/website-settings")).headers.get("etag") ?? "";
    await save("footer", { footer: { copyright: "© 2026" } });
    const after = await t.request("/api/website-settings", { headers: { "if-none-match": before } });
    expect(after.status).toBe(200);
  });
});
