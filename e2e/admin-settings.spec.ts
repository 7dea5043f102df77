import type { APIRequestContext, Page } from "@playwright/test";
import type { SettingsSection, WebsiteSettings } from "#core/schemas/settings";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./fixtures";

const readSettings = async (request: APIRequestContext) =>
  (await (await request.get("/api/website-settings")).json()) as WebsiteSettings;

/** Puts a section back as it was, so the specs running beside this one see the shop's own texts. */
async function restore(request: APIRequestContext, token: string, section: SettingsSection, value: unknown) {
  const response = await request.put(`/api/website-settings/${section}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { [section]: value },
  });
  expect(response.status(), `restoring ${section}`).toBe(200);
}

async function openSection(page: Page, slug: string, heading: string) {
  await page.goto(`/admin/settings/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Website Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
}

const stamp = () => `${Date.now().toString(36)}`;

interface SectionCase {
  slug: string;
  section: SettingsSection;
  heading: string;
  label: string;
  shortcut?: boolean;
  /** Changes one field and returns the value the public site should now show. */
  edit: (page: Page) => Promise<string>;
  /** Looks for that value where visitors see it. */
  check: (page: Page, value: string, request: APIRequestContext) => Promise<void>;
}

const fill = (label: string, make: (id: string) => string) => async (page: Page) => {
  const value = make(stamp());
  await page.getByLabel(label, { exact: true }).fill(value);
  return value;
};

const footer = (page: Page) => page.getByRole("contentinfo");

const CASES: SectionCase[] = [
  {
    slug: "home-page",
    section: "homePage",
    heading: "Home Page",
    label: "Home Page",
    edit: fill("Hero subtitle", (id) => `Bridal gold for every family ${id}`),
    check: async (page, value) => {
      await page.goto("/");
      await expect(page.getByText(value)).toBeVisible();
    },
  },
  {
    slug: "contact-us",
    section: "contactUs",
    heading: "Contact Us",
    label: "Contact Us",
    shortcut: true,
    edit: fill("Subtitle", (id) => `Call us any day ${id}`),
    check: async (page, value) => {
      await page.goto("/contact");
      await expect(page.getByText(value)).toBeVisible();
    },
  },
  {
    slug: "business",
    section: "business",
    heading: "Business Info",
    label: "Business Info",
    edit: async (page) => {
      const value = `E2E Pay ${stamp()}`;
      const list = page.getByRole("group", { name: "Payment methods" });
      const count = await list.getByRole("listitem").count();
      await list.getByRole("button", { name: "Add payment method" }).click();
      const input = list.getByLabel(`Payment method ${count + 1}`, { exact: true });
      await expect(input).toBeFocused();
      await input.fill(value);
      return value;
    },
    check: async (page, value) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { name: "Secure Payment Options" })).toBeVisible();
      await expect(page.getByText(value)).toBeVisible();
    },
  },
  {
    slug: "media",
    section: "media",
    heading: "Media & Images",
    label: "Media & Images",
    edit: async (page) => {
      const value = "/images/trademark.svg";
      await page.getByLabel("Logo", { exact: true }).fill(value);
      await expect(page.getByRole("img", { name: "Preview of Logo" })).toBeVisible();
      return value;
    },
    check: async (page, value) => {
      await page.goto("/");
      const logo = page.getByRole("banner").getByRole("img", { name: "Shonali Jewellers" });
      await expect(logo).toHaveAttribute("src", value);
      await expect(logo).toBeVisible();
    },
  },
  {
    slug: "seo",
    section: "seo",
    heading: "SEO Settings",
    label: "SEO",
    shortcut: true,
    edit: fill("Meta title", (id) => `Shonali Jewellers Dhaka ${id}`),
    check: async (_page, value, request) => {
      const html = await (await request.get("/")).text();
      expect(html).toContain(`<title>${value}</title>`);
    },
  },
  {
    slug: "about-us",
    section: "aboutUs",
    heading: "About Us",
    label: "About Us",
    edit: fill("Mission", (id) => `Honest weight, every time ${id}`),
    check: async (page, value) => {
      await page.goto("/about");
      await expect(page.getByText(value)).toBeVisible();
    },
  },
  {
    slug: "social-media",
    section: "socialMedia",
    heading: "Social Media",
    label: "Social Media",
    edit: fill("Facebook link", (id) => `https://www.facebook.com/shonali-${id}`),
    check: async (page, value) => {
      await page.goto("/");
      await expect(footer(page).getByRole("link", { name: "Facebook" })).toHaveAttribute("href", value);
    },
  },
  {
    slug: "footer",
    section: "footer",
    heading: "Footer",
    label: "Footer",
    shortcut: true,
    edit: fill("Footer text", (id) => `Gold and silver from Dhaka and Mymensingh ${id}`),
    check: async (page, value) => {
      await page.goto("/jewelry");
      await expect(footer(page).getByText(value)).toBeVisible();
    },
  },
  {
    slug: "trademark",
    section: "trademarkImage",
    heading: "Trademark Image",
    label: "Trademark Image",
    edit: async (page) => {
      const value = "/icons/admin-192.png";
      await page.getByLabel("Trademark image", { exact: true }).fill(value);
      await expect(page.getByRole("img", { name: "Preview of Trademark image" })).toBeVisible();
      return value;
    },
    check: async (page, value) => {
      await page.goto("/gold-calculator");
      await expect(page.getByRole("img", { name: "Shonali Jewellers trademark" })).toHaveAttribute(
        "src",
        value,
      );
    },
  },
];

test.describe("Website Settings", () => {
  for (const item of CASES) {
    test(`${item.heading}: a change is saved and shows on the public site`, async ({
      signInAsAdmin,
      page,
      request,
      expectNoA11yViolations,
    }) => {
      const token = await signInAsAdmin();
      const original = (await readSettings(request))[item.section];
      try {
        await openSection(page, item.slug, item.heading);
        const nav = page.getByRole("navigation", { name: "Admin sections" });
        await expect(nav.getByRole("link", { name: item.heading, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expectNoA11yViolations(page);

        const save = page.getByRole("button", { name: "Save", exact: true });
        await expect(save).toBeDisabled();
        const value = await item.edit(page);
        await expect(save).toBeEnabled();
        if (item.shortcut) await page.keyboard.press("Control+s");
        else await save.click();
        await expect(page.getByText(`${item.label} settings saved successfully!`)).toBeVisible();
        await expect(save).toBeDisabled();
        await expect(page.getByText(`${item.label} settings saved successfully!`)).toBeHidden({
          timeout: 5000,
        });

        await item.check(page, value, request);
      } finally {
        await restore(request, token, item.section, original);
      }
    });
  }

  test("an invalid email is refused under the field and nothing is saved", async ({
    signInAsAdmin,
    page,
    request,
  }) => {
    await signInAsAdmin();
    const before = (await readSettings(request)).contactUs.email;
    await openSection(page, "contact-us", "Contact Us");
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("type", "email");
    await email.fill("shop at example");
    await page.getByRole("button", { name: "Save", exact: true }).click();

    await expect(page.getByText("Email must be a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("shop at example");
    expect((await readSettings(request)).contactUs.email).toBe(before);
  });

  test("leaving a form with unsaved changes asks first", async ({ signInAsAdmin, page }) => {
    await signInAsAdmin();
    await openSection(page, "home-page", "Home Page");
    await page.getByLabel("Tagline", { exact: true }).fill("A tagline that is never saved");
    const dashboard = page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Dashboard" });

    await dashboard.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Leave without saving?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/home-page$/);
    await expect(page.getByLabel("Tagline", { exact: true })).toHaveValue("A tagline that is never saved");

    await dashboard.click();
    await page.getByRole("dialog").getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("offline, the admin says so, will not save, and keeps what was typed", async ({
    signInAsAdmin,
    page,
    context,
    request,
  }) => {
    await signInAsAdmin();
    await openSection(page, "home-page", "Home Page");
    const before = (await readSettings(request)).homePage.tagline;
    const tagline = page.getByLabel("Tagline", { exact: true });
    const save = page.getByRole("button", { name: "Save", exact: true });
    await tagline.fill("Typed while the connection dropped");

    await context.setOffline(true);
    try {
      await expect(page.getByText(/^You are offline\. Saving is turned off/)).toBeVisible();
      await expect(save).toBeDisabled();
      await expect(save).toHaveAttribute("title", "Saving needs a connection");
      await tagline.press("ControlOrMeta+s");
      await expect(page.getByText("Unsaved changes")).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    await expect(page.getByText(/^You are offline/)).toHaveCount(0);
    await expect(tagline).toHaveValue("Typed while the connection dropped");
    await expect(save).toBeEnabled();
    expect((await readSettings(request)).homePage.tagline).toBe(before);
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(tagline).toHaveValue(before);
  });

  test("Account Settings shows who is signed in and has no accessibility violations", async ({
    signInAsAdmin,
    page,
    expectNoA11yViolations,
  }) => {
    await signInAsAdmin();
    await page.goto("/admin/settings/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    const current = page.getByLabel("Current Username");
    await expect(current).toHaveValue(E2E_ADMIN.username);
    await expect(current).not.toBeEditable();
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Please fill in all fields")).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
