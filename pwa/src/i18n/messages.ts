import { about } from "./en/about";
import { admin } from "./en/admin";
import { adminDashboard } from "./en/admin-dashboard";
import { adminJewelry } from "./en/admin-jewelry";
import { adminMessages } from "./en/admin-messages";
import { adminRates } from "./en/admin-rates";
import { adminSettings } from "./en/admin-settings";
import { calculators } from "./en/calculators";
import { catalogue } from "./en/catalogue";
import { common } from "./en/common";
import { contact } from "./en/contact";
import { home } from "./en/home";
import { rates } from "./en/rates";

/**
 * The one message catalogue: every string a visitor or the owner reads. English now; a Bengali
 * catalogue with the same keys will sit beside it.
 */
const en = {
  ...common,
  ...home,
  ...catalogue,
  ...calculators,
  ...about,
  ...contact,
  ...rates,
  ...admin,
  ...adminDashboard,
  ...adminSettings,
  ...adminJewelry,
  ...adminMessages,
  ...adminRates,
} as const;

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

export function t(key: MessageKey, params: MessageParams = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

export const LOCALE = "en-IN";
