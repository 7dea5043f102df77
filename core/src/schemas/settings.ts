import { z } from "zod";
import { checkRule } from "../failed-check";
import { parsePhoneNumber, phoneNumberMessage } from "../phone-numbers";
import { SHOP_ESTIMATES } from "../piece-estimate";
import { NISAB_STANDARDS } from "../zakat";
import { bengaliText, companion, type TextField } from "./bengali-texts";
import { categorySchema } from "./jewelry";
import { optionalLinkOrPath, optionalText, requiredText } from "./text";

// Each section's texts that visitors read are written once, as a function of how a text field is
// built: in English as the spec has them, and again as the section's `bn` companion (ADR 021).

/** A card of a public page: a Home feature, or an About reason ("Why Choose Us", what the shop promises). */
const card = <T extends z.ZodType>(label: string, text: TextField<T>) =>
  z.object({ title: text(`${label} title`, 80), description: text(`${label} description`, 300) });

/** The shop's name is one of them: a Bengali page names the shop as its readers say it. */
const homePageTexts = <T extends z.ZodType, R extends z.ZodType>(
  text: TextField<T>,
  required: TextField<R>,
) => ({
  siteName: required("Site name", 80),
  tagline: text("Tagline", 150),
  heroTitle: required("Hero title", 120),
  heroSubtitle: text("Hero subtitle", 300),
  features: z.object({
    feature1: card("Feature 1", text),
    feature2: card("Feature 2", text),
    feature3: card("Feature 3", text),
  }),
});

export const homePageSchema = z.object({
  ...homePageTexts(optionalText, requiredText),
  bn: companion(homePageTexts(bengaliText, bengaliText)),
});

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

const coordinates = () => z.object({ lat: coordinate("Latitude", 90), lng: coordinate("Longitude", 180) });

/** Every call and chat link is built from these, so a number no link could dial is refused. */
const optionalPhoneNumber = (label: string) =>
  optionalText(label, 30).refine((value) => value.length === 0 || parsePhoneNumber(value) !== null, {
    message: phoneNumberMessage(label),
    params: checkRule("phone"),
  });

/** A showroom's name and address are what a visitor finds it by; both are asked for when it is saved. */
const showroomTexts = <T extends z.ZodType, R extends z.ZodType>(
  text: TextField<T>,
  required: TextField<R>,
) => ({
  name: required("Showroom name", 80),
  address: required("Address", 500),
  businessHours: text("Business hours", 500),
});

/** One showroom as stored and served: read loosely, as the contact section is, so an older one still shows. */
export const showroomSchema = z.object({
  ...showroomTexts(optionalText, optionalText),
  phone: optionalText("Phone", 30),
  whatsapp: optionalText("WhatsApp number", 30),
  mapLocation: optionalLinkOrPath("Map link"),
  coordinates: coordinates(),
  bn: companion(showroomTexts(bengaliText, bengaliText)),
});

/** What saving a showroom must meet: a name and an address, and numbers a link can dial. */
const showroomSaveSchema = showroomSchema.extend({
  ...showroomTexts(optionalText, requiredText),
  phone: optionalPhoneNumber("Phone"),
  whatsapp: optionalPhoneNumber("WhatsApp number"),
});

/** Enough for a growing family business; a page listing more would no longer read as a list. */
export const MAX_SHOWROOMS = 10;

const contactUsTexts = <T extends z.ZodType>(text: TextField<T>) => ({
  title: text("Title", 120),
  subtitle: text("Subtitle", 300),
  address: text("Address", 500),
  visitAddress: text("Visit address", 300),
  businessHours: text("Business hours", 500),
  /** The contact page's "Getting Here" tips, one per line. */
  gettingHere: text("Getting Here tips", 1000),
});

/**
 * The spec's single address, phone1, whatsapp, hours, map link and pin are the first showroom's,
 * copied from it on every save (ADR 043). A section saved before showrooms has no list: it is read
 * as one showroom made of those fields (`showroomsOf`).
 */
export const contactUsSchema = z.object({
  ...contactUsTexts(optionalText),
  phone1: optionalText("Phone 1", 30),
  phone2: optionalText("Phone 2", 30),
  whatsapp: optionalText("WhatsApp number", 30),
  email: optionalText("Email", 200).refine(
    (value) => value.length === 0 || z.email().safeParse(value).success,
    { message: "Email must be a valid email address", params: checkRule("email") },
  ),
  mapLocation: optionalLinkOrPath("Map link"),
  coordinates: coordinates(),
  showrooms: z.array(showroomSchema, { error: "Showrooms must be a list" }).optional(),
  bn: companion(contactUsTexts(bengaliText)),
});

/**
 * What saving the contact section must meet. Stored sections are read with the looser
 * contactUsSchema, so a number saved before this rule still shows (as text, without a link)
 * instead of the whole section falling back to the defaults; the next save asks for a fix.
 * Phone 1 and WhatsApp are the first showroom's, checked there.
 */
export const contactUsSaveSchema = contactUsSchema.extend({
  phone2: optionalPhoneNumber("Phone 2"),
  showrooms: z
    .array(showroomSaveSchema, { error: "Showrooms must be a list" })
    .min(1, "Keep at least one showroom")
    .max(MAX_SHOWROOMS, `At most ${MAX_SHOWROOMS} showrooms`),
});

export const businessSchema = z.object({
  companyName: requiredText("Company name", 120),
  established: optionalText("Established", 20).refine(
    (value) => value.length === 0 || /^(19|20)\d\d$/.test(value),
    { message: "Established must be a four-digit year", params: checkRule("year") },
  ),
  license: optionalText("License", 120),
  paymentMethods: z
    .array(requiredText("Payment method", 60), { error: "Payment methods must be a list" })
    .max(20, "At most 20 payment methods"),
  sslVerified: z.boolean({ error: "SSL verified must be true or false" }),
});

export const mediaSchema = z.object({
  logo: optionalLinkOrPath("Logo"),
  favicon: optionalLinkOrPath("Favicon"),
  heroImage: optionalLinkOrPath("Hero image"),
});

const seoTexts = <T extends z.ZodType>(text: TextField<T>) => ({
  metaTitle: text("Meta title", 120),
  metaDescription: text("Meta description", 320),
  keywords: text("Keywords", 500),
  ogTitle: text("Open Graph title", 120),
  ogDescription: text("Open Graph description", 320),
  twitterTitle: text("Twitter title", 120),
  twitterDescription: text("Twitter description", 320),
});

export const seoSchema = z.object({
  ...seoTexts(optionalText),
  ogImage: optionalLinkOrPath("Open Graph image"),
  twitterImage: optionalLinkOrPath("Twitter image"),
  bn: companion(seoTexts(bengaliText)),
});

const aboutUsTexts = <T extends z.ZodType>(text: TextField<T>) => ({
  title: text("Title", 120),
  description: text("Description", 600),
  associationLine: text("Association line", 200),
  story: text("Story", 4000),
  storyNote: text("Story note", 2000),
  mission: text("Mission", 1500),
  vision: text("Vision", 1500),
  promise: z.object({
    eyebrow: text("Promise line", 80),
    reason1: card("Reason 1", text),
    reason2: card("Reason 2", text),
    reason3: card("Reason 3", text),
    reason4: card("Reason 4", text),
  }),
});

export const aboutUsSchema = z.object({
  ...aboutUsTexts(optionalText),
  bn: companion(aboutUsTexts(bengaliText)),
});

export const socialMediaSchema = z.object({
  facebook: optionalLinkOrPath("Facebook link"),
  instagram: optionalLinkOrPath("Instagram link"),
  twitter: optionalLinkOrPath("Twitter link"),
  youtube: optionalLinkOrPath("YouTube link"),
  linkedin: optionalLinkOrPath("LinkedIn link"),
});

const footerTexts = <T extends z.ZodType>(text: TextField<T>) => ({
  copyright: text("Copyright", 200),
  footerText: text("Footer text", 500),
});

export const footerSchema = z.object({
  ...footerTexts(optionalText),
  bn: companion(footerTexts(bengaliText)),
});

export const trademarkImageSchema = optionalLinkOrPath("Trademark image");

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100 percent`)
    .max(100, `${label} must be between 0 and 100 percent`);

/**
 * How the public price estimator adds charges on top of the metal value, and which pieces show
 * today's estimate on their page (ADR 046): none (the spec's "Contact Us"), all, or some categories.
 */
export const ratesSettingsSchema = z.object({
  vatPercent: percent("VAT"),
  makingChargePercent: percent("Making charge"),
  showEstimator: z.boolean({ error: "Show estimator must be true or false" }),
  estimates: z.enum(SHOP_ESTIMATES, { error: "Estimates must be off, all or categories" }),
  estimateCategories: z.array(categorySchema, { error: "Estimate categories must be a list of categories" }),
});

/** Saving estimates for some categories needs at least one of them. */
const ratesSaveSchema = ratesSettingsSchema.refine(
  (rates) => rates.estimates !== "categories" || rates.estimateCategories.length > 0,
  {
    message: "Choose at least one category, or show estimates on every piece",
    path: ["estimateCategories"],
    params: checkRule("estimateCategories"),
  },
);

/** Above the trade's figures so far (8 to 15 %), and far below any deduction a shop could mean. */
export const MAX_DEDUCTION_PERCENT = 50;

const deductionPercent = (label: string) => {
  const range = `${label} must be between 0 and ${MAX_DEDUCTION_PERCENT} percent`;
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of percent`)
    .min(0, range)
    .max(MAX_DEDUCTION_PERCENT, range);
};

/** A day of the Dhaka calendar, as a date input gives it: 2025-10-15. */
const dhakaDay = z.iso.date({
  error: (issue) =>
    issue.input === undefined
      ? "Effective date is required"
      : "Effective date must be a date such as 2025-10-15",
});

const oldGoldDeductions = {
  exchangePercent: deductionPercent("Exchange deduction"),
  sellBackPercent: deductionPercent("Sell-back deduction"),
};

/**
 * What the shop takes off old gold's value at today's board (ADR 045): exchanged for a new piece, or
 * sold back for cash, from the day it applies them. That day is blank until the owner saves them: the
 * defaults are the trade's figures, which the shop has not dated itself.
 */
export const oldGoldSchema = z.object({
  ...oldGoldDeductions,
  effectiveFrom: z.union([z.literal(""), dhakaDay], {
    error: "Effective date must be a date such as 2025-10-15",
  }),
});

/** Saving them needs the day they apply from. */
const oldGoldSaveSchema = z.object({ ...oldGoldDeductions, effectiveFrom: dhakaDay });

/**
 * The same, checked against `today` (a Dhaka day): figures the page applies at once cannot be dated
 * later, so the server passes its day and the admin form the device's, and both refuse alike.
 */
export const oldGoldSaveAt = (today: string) =>
  oldGoldSaveSchema.extend({
    effectiveFrom: dhakaDay.refine((day) => !(day > today), {
      message: "The effective date cannot be later than today",
      params: checkRule("notAfterToday"),
    }),
  });

/** How long each language stays on the showroom display when it switches, in seconds. */
export const RATE_DISPLAY_SECONDS = { min: 5, max: 60 } as const;

/**
 * The showroom display at /gold-rates/display (ADR 050): whether it switches between English and
 * Bengali, and how many seconds each stays. The owner sets it here, as a TV has no keyboard.
 */
export const rateDisplaySchema = z.object({
  switchLanguages: z.boolean({ error: "Switch languages must be true or false" }),
  switchSeconds: z
    .number({ error: "Seconds per language must be a number" })
    .int("Seconds per language must be a whole number")
    .min(
      RATE_DISPLAY_SECONDS.min,
      `Seconds per language must be between ${RATE_DISPLAY_SECONDS.min} and ${RATE_DISPLAY_SECONDS.max}`,
    )
    .max(
      RATE_DISPLAY_SECONDS.max,
      `Seconds per language must be between ${RATE_DISPLAY_SECONDS.min} and ${RATE_DISPLAY_SECONDS.max}`,
    ),
});

/** Which nisab the zakat calculator opens with (ADR 051); the visitor can switch on the page. */
export const zakatSettingsSchema = z.object({
  nisabStandard: z.enum(NISAB_STANDARDS, { error: "The nisab must be reckoned by silver or gold" }),
});

/** One schema per section, as stored and served; `PUT /api/website-settings/{section}` stores exactly one. */
export const settingsSectionSchemas = {
  homePage: homePageSchema,
  contactUs: contactUsSchema,
  business: businessSchema,
  media: mediaSchema,
  seo: seoSchema,
  aboutUs: aboutUsSchema,
  socialMedia: socialMediaSchema,
  footer: footerSchema,
  trademarkImage: trademarkImageSchema,
  rates: ratesSettingsSchema,
  oldGold: oldGoldSchema,
  rateDisplay: rateDisplaySchema,
  zakat: zakatSettingsSchema,
} as const;

export const websiteSettingsSchema = z.object(settingsSectionSchemas);

/** What `PUT /api/website-settings/{section}` and the admin forms check before a section is stored. */
export const settingsSaveSchemas = {
  ...settingsSectionSchemas,
  contactUs: contactUsSaveSchema,
  rates: ratesSaveSchema,
  oldGold: oldGoldSaveSchema,
} as const;

export type SettingsSection = keyof typeof settingsSectionSchemas;
export const SETTINGS_SECTIONS = Object.keys(settingsSectionSchemas) as SettingsSection[];
export const isSettingsSection = (value: string): value is SettingsSection =>
  Object.hasOwn(settingsSectionSchemas, value);

export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
export type HomePageSettings = WebsiteSettings["homePage"];
export type ContactUsSettings = WebsiteSettings["contactUs"];
export type Showroom = z.infer<typeof showroomSchema>;
export type BusinessSettings = WebsiteSettings["business"];
export type MediaSettings = WebsiteSettings["media"];
export type SeoSettings = WebsiteSettings["seo"];
export type AboutUsSettings = WebsiteSettings["aboutUs"];
export type SocialMediaSettings = WebsiteSettings["socialMedia"];
export type FooterSettings = WebsiteSettings["footer"];
export type RatesSettings = WebsiteSettings["rates"];
export type OldGoldSettings = WebsiteSettings["oldGold"];
export type RateDisplaySettings = WebsiteSettings["rateDisplay"];
export type ZakatSettings = WebsiteSettings["zakat"];

/** How the admin and the audit log name each section ("Home Page settings saved successfully!"). */
export const SETTINGS_SECTION_LABELS: Record<SettingsSection, string> = {
  homePage: "Home Page",
  contactUs: "Contact Us",
  business: "Business Info",
  media: "Media & Images",
  seo: "SEO",
  aboutUs: "About Us",
  socialMedia: "Social Media",
  footer: "Footer",
  trademarkImage: "Trademark Image",
  rates: "Rates & Estimator",
  oldGold: "Old Gold Deductions",
  rateDisplay: "Showroom Display",
  zakat: "Zakat Calculator",
};
