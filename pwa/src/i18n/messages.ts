import { about } from "./en/about";
import { calculators } from "./en/calculators";
import { catalogue } from "./en/catalogue";
import { common } from "./en/common";
import { contact } from "./en/contact";
import { home } from "./en/home";
import { rates } from "./en/rates";

/**
 * The message catalogue of everything a visitor reads. English now; a Bengali catalogue with the
 * same keys will sit beside it. The admin's own strings join these in `admin-messages.ts`, loaded
 * with the admin only.
 */
export const siteMessages = {
  ...common,
  ...home,
  ...catalogue,
  ...calculators,
  ...about,
  ...contact,
  ...rates,
} as const;

export type MessageParams = Record<string, string | number>;

/** `t` over one catalogue: a message by its key, with `{name}` filled in from `params`. */
export const createTranslator =
  <Key extends string>(messages: Record<Key, string>) =>
  (key: Key, params: MessageParams = {}): string =>
    messages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      params[name] === undefined ? match : String(params[name]),
    );

export type MessageKey = keyof typeof siteMessages;
export const t = createTranslator(siteMessages);

export const LOCALE = "en-IN";
