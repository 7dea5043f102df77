import { z } from "zod";
import { type CheckRule, checkRule } from "../failed-check";

// Control characters other than tab and newlines never belong in shop text; NUL in particular
// breaks logs and some clients.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const baseText = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      message: `${label} contains characters that are not allowed`,
      params: checkRule("controlCharacters"),
    });

/** A text field that must not be blank. */
export const requiredText = (label: string, max: number) =>
  baseText(label, max).refine((value) => value.length > 0, {
    message: `${label} is required`,
    params: checkRule("required"),
  });

/**
 * A one-line field that must not be blank: a name or a number. A line break in one would start a
 * new line wherever it is written out, such as the owner's notification email.
 */
export const requiredLine = (label: string, max: number) =>
  requiredText(label, max).refine((value) => !/[\r\n]/.test(value), {
    message: `${label} must be on one line`,
    params: checkRule("lineBreaks"),
  });

/** A text field that may be left blank. */
export const optionalText = (label: string, max: number) => baseText(label, max);

// Browsers drop tabs and line breaks inside an address and read a backslash as "/", so a path such as
// "/<tab>/evil.example" would leave the site; spaces and control characters never belong in a link either.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const NOT_IN_LINKS = /[\s\\\u0000-\u001F\u007F-\u009F]/;

export const isLinkOrPath = (value: string): boolean => {
  if (NOT_IN_LINKS.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** What a required link says when left blank: by default, that it is required. */
interface WhenBlank {
  message: string;
  rule: Extract<CheckRule, "required" | "photoRequired">;
}

const linkField = (label: string, whenBlank: WhenBlank | null) =>
  baseText(label, 2000)
    .refine((value) => whenBlank === null || value.length > 0, {
      message: whenBlank?.message,
      params: checkRule(whenBlank?.rule ?? "required"),
      abort: true,
    })
    .refine((value) => !NOT_IN_LINKS.test(value), {
      message: `${label} must not contain spaces, tabs, line breaks or backslashes`,
      params: checkRule("linkCharacters"),
      abort: true,
    })
    .refine((value) => value.length === 0 || isLinkOrPath(value), {
      message: `${label} must be a web address (https://…) or a path on this site (/…)`,
      params: checkRule("link"),
    });

/** An http(s) link or a path on this site ("/images/logo.svg"); never javascript: or data:. */
export const linkOrPath = (
  label: string,
  whenBlank: WhenBlank = { message: `${label} is required`, rule: "required" },
) => linkField(label, whenBlank);

/** Like linkOrPath, but blank means "not set". */
export const optionalLinkOrPath = (label: string) => linkField(label, null);

export const isoTimestamp = z.string().datetime({ offset: true });
