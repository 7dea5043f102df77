import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";
import {
  type ContactUsSettings,
  type SettingsSection,
  settingsSaveSchemas,
  type WebsiteSettings,
} from "#core/schemas/settings";
import { showroomsOf } from "#core/showrooms";
import { checkedResolver } from "../kit/checked-resolver";

/**
 * The form holds `{ [section]: value }`, the very body `PUT /api/website-settings/{section}` takes,
 * so field names, validation paths and the request agree. The one difference: payment methods are
 * rows `{ value }` in the form (react-hook-form's field arrays need objects to keep rows stable).
 */
export type SectionFormValues = FieldValues;

interface PaymentRow {
  value: string;
}

export function toFormValues(section: SettingsSection, settings: WebsiteSettings): SectionFormValues {
  if (section === "business") {
    const business = settings.business;
    return { business: { ...business, paymentMethods: business.paymentMethods.map((value) => ({ value })) } };
  }
  if (section === "contactUs") return { contactUs: withShowroomList(settings.contactUs) };
  return { [section]: withBengaliBlanks(section, structuredClone(settings[section])) };
}

/**
 * The contact section with its showrooms to edit, one made of the spec's fields where a copy kept
 * from before has none (ADR 043), each with its Bengali texts blank where none is written yet.
 */
function withShowroomList(contactUs: ContactUsSettings): unknown {
  const showrooms = showroomsOf(contactUs).map((showroom) => ({
    ...structuredClone(showroom),
    bn: { name: "", address: "", businessHours: "", ...showroom.bn },
  }));
  return { ...(withBengaliBlanks("contactUs", structuredClone(contactUs)) as object), showrooms };
}

/**
 * Every Bengali field starts from a text, blank where none is written yet (a section saved before it
 * had Bengali texts has none), so an untouched form is not dirty and sends what it shows.
 */
function withBengaliBlanks(section: SettingsSection, value: unknown): unknown {
  const schema = settingsSaveSchemas[section];
  if (!(schema instanceof z.ZodObject) || !("bn" in schema.shape)) return value;
  const bengali = (schema.shape.bn as z.ZodOptional<z.ZodObject>).unwrap();
  const current = bengali.safeParse((value as { bn?: unknown }).bn ?? {});
  return { ...(value as object), bn: current.success ? current.data : bengali.parse({}) };
}

/** What is sent: payment-method rows back to strings, blank rows left out. */
export function toRequestBody(section: SettingsSection, values: SectionFormValues): SectionFormValues {
  if (section !== "business") return values;
  const business = values.business as Record<string, unknown> & { paymentMethods?: PaymentRow[] };
  const paymentMethods = (business.paymentMethods ?? [])
    .map((row) => row.value.trim())
    .filter((value) => value.length > 0);
  return { business: { ...business, paymentMethods } };
}

/** The server's section schema, run on exactly what would be sent. */
export function sectionResolver(section: SettingsSection): Resolver<SectionFormValues> {
  const validate = checkedResolver(
    z.object({ [section]: settingsSaveSchemas[section] }),
  ) as unknown as Resolver<SectionFormValues>;
  return (values, context, options) => validate(toRequestBody(section, values), context, options);
}

/** A server issue's path is relative to the section ("coordinates.lat"; "" for the trademark). */
export function fieldForIssue(section: SettingsSection, path: string): string {
  return path ? `${section}.${path}` : section;
}
