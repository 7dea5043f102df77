import { z } from "zod";

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
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} contains characters that are not allowed`);

/** A text field that must not be blank. */
export const requiredText = (label: string, max: number) =>
  baseText(label, max).refine((value) => value.length > 0, `${label} is required`);

/** A text field that may be left blank. */
export const optionalText = (label: string, max: number) => baseText(label, max);

export const isLinkOrPath = (value: string): boolean => {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** An http(s) link or a path on this site ("/images/logo.svg"); never javascript: or data:. */
export const linkOrPath = (label: string) =>
  baseText(label, 2000).refine(
    (value) => value.length > 0 && isLinkOrPath(value),
    `${label} must be a web address (https://…) or a path on this site (/…)`,
  );

/** Like linkOrPath, but blank means "not set". */
export const optionalLinkOrPath = (label: string) =>
  baseText(label, 2000).refine(
    (value) => value.length === 0 || isLinkOrPath(value),
    `${label} must be a web address (https://…) or a path on this site (/…)`,
  );

export const isoTimestamp = z.string().datetime({ offset: true });
