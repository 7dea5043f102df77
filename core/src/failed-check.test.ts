import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { type FailedCheck, failedCheck } from "./failed-check";
import { changePasswordFormSchema, changeUsernameRequestSchema, newPasswordSchema } from "./schemas/admin";
import { contactMessageInputSchema } from "./schemas/contact-message";
import { rateBoardInputAt, rateBoardPricesSchema } from "./schemas/gold-rates";
import { jewelryInputSchema } from "./schemas/jewelry";
import { businessSchema, contactUsSaveSchema } from "./schemas/settings";
import { settingsDefaults } from "./settings-defaults";

const ITEM = {
  name: "Nakshi Bangles",
  description: "Hand-carved.",
  category: "Bangles",
  metal: "Gold",
  purity: "22K",
  weight: 23.3,
  imageUrl: "/images/bangles.jpg",
};

const PRICES = {
  gold: { "22K": 19_000, "21K": 18_000, "18K": 15_500, Traditional: 13_000 },
  silver: { "22K": 300, "21K": 280, "18K": 240, Traditional: 180 },
};

/** Each failed check of `value`, by path, as failedCheck reads the issue. */
function checks(schema: z.ZodType, value: unknown): Record<string, FailedCheck> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), failedCheck(issue)]));
}

describe("failedCheck", () => {
  it.each([
    [{ ...ITEM, name: "   " }, "name", { check: "required" }],
    [{ ...ITEM, name: "x".repeat(151) }, "name", { check: "tooLong", limit: 150 }],
    [{ ...ITEM, name: "a\u0000b" }, "name", { check: "controlCharacters" }],
    [{ ...ITEM, weight: -1 }, "weight", { check: "tooSmall", limit: 0 }],
    [{ ...ITEM, weight: 200_000 }, "weight", { check: "tooLarge", limit: 100_000 }],
    [{ ...ITEM, weight: "heavy" }, "weight", { check: "notNumber" }],
    [{ ...ITEM, category: "Crowns" }, "category", { check: "choice" }],
    [{ ...ITEM, imageUrl: "/a b.jpg" }, "imageUrl", { check: "linkCharacters" }],
    [{ ...ITEM, imageUrl: "ftp://example.com/a.jpg" }, "imageUrl", { check: "link" }],
    [{ ...ITEM, images: Array(13).fill("/a.jpg") }, "images", { check: "tooMany", limit: 12 }],
    [{ ...ITEM, purity: undefined }, "purity", { check: "required" }],
  ])("tells an item's failed checks apart (%#)", (item, path, check) => {
    expect(checks(jewelryInputSchema, item)[path]).toEqual(check);
  });

  it("tells the rate board's checks apart", () => {
    const prices = (gold: Record<string, unknown>) => ({ ...PRICES, gold: { ...PRICES.gold, ...gold } });
    expect(checks(rateBoardPricesSchema, prices({ "22K": 19_000.5 }))).toEqual({
      "gold.22K": { check: "notWhole" },
    });
    expect(checks(rateBoardPricesSchema, prices({ "21K": 0 }))).toEqual({
      "gold.21K": { check: "tooSmall", limit: 1 },
    });
    expect(checks(rateBoardPricesSchema, prices({ "18K": 18_500 }))).toEqual({
      "gold.18K": { check: "gradeOrder" },
    });
    const now = new Date("2026-11-24T06:00:00Z");
    expect(checks(rateBoardInputAt(now), { prices: PRICES, effectiveAt: "2026-12-24T06:00:00Z" })).toEqual({
      effectiveAt: { check: "scheduleAhead", limit: 14 },
    });
    expect(checks(rateBoardInputAt(now), { prices: PRICES, effectiveAt: "tomorrow" })).toEqual({
      effectiveAt: { check: "dateTime" },
    });
  });

  it("tells the settings' and the account's checks apart", () => {
    const contact = settingsDefaults.contactUs;
    expect(checks(contactUsSaveSchema, { ...contact, email: "shop@", phone2: "12" })).toEqual({
      phone2: { check: "phone" },
      email: { check: "email" },
    });
    const [dhaka] = contact.showrooms ?? [];
    expect(
      checks(contactUsSaveSchema, { ...contact, showrooms: [{ ...dhaka, phone: "12", name: "" }] }),
    ).toEqual({
      "showrooms.0.name": { check: "required" },
      "showrooms.0.phone": { check: "phone" },
    });
    expect(checks(contactUsSaveSchema, { ...contact, coordinates: { lat: 100, lng: 90 } })).toEqual({
      "coordinates.lat": { check: "tooLarge", limit: 90 },
    });
    const business = settingsDefaults.business;
    expect(checks(businessSchema, { ...business, established: "98" })).toEqual({
      established: { check: "year" },
    });
    expect(checks(changeUsernameRequestSchema, { newUsername: "a b", password: "x" })).toEqual({
      newUsername: { check: "username" },
    });
    expect(checks(newPasswordSchema, "short")).toEqual({ "": { check: "tooShort", limit: 8 } });
    expect(
      checks(changePasswordFormSchema, {
        currentPassword: "old-password",
        newPassword: "new-password-1",
        confirmPassword: "new-password-2",
      }),
    ).toEqual({ confirmPassword: { check: "passwordsMatch" } });
    expect(
      checks(contactMessageInputSchema, { firstName: "", lastName: "R", phone: "12", message: "Hi" }),
    ).toEqual({
      firstName: { check: "required" },
      phone: { check: "phone" },
    });
  });
});
