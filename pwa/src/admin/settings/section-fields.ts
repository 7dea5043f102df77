import { settingsDefaults } from "#core/settings-defaults";
import type { MessageKey } from "../../i18n/admin-catalogue";
import type { EditableSection } from "./section-slugs";

/**
 * How a field is edited. "link" and "image" accept a full address or a site path (the schema's
 * optionalLinkOrPath), so they are text inputs with a URL keyboard rather than type="url".
 */
export type FieldKind =
  | "text"
  | "textarea"
  | "email"
  | "tel"
  | "link"
  | "image"
  | "decimal"
  | "year"
  | "switch"
  | "paymentMethods";

export interface FieldSpec {
  kind: FieldKind;
  /** The react-hook-form path inside the section ("features.feature1.title"). */
  name: string;
  label: MessageKey;
  labelParams?: Record<string, string | number>;
  hint?: MessageKey;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  required?: boolean;
  /** The Bengali companion of the English field before it, named under `bn.` (ADR 021). */
  bengali?: boolean;
}

export interface GroupSpec {
  kind: "group";
  legend: MessageKey;
  legendParams?: Record<string, string | number>;
  hint?: MessageKey;
  fields: FieldSpec[];
}

/** The contact section's list of showrooms, each a group of its own fields (`showroomFields`). */
export interface ShowroomsSpec {
  kind: "showrooms";
  name: "showrooms";
}

export type FormItem = FieldSpec | GroupSpec | ShowroomsSpec;

const feature = (n: 1 | 2 | 3): GroupSpec => ({
  kind: "group",
  legend: "adminSettings.group.feature",
  legendParams: { n },
  fields: [
    { kind: "text", name: `features.feature${n}.title`, label: "adminSettings.field.featureTitle" },
    {
      kind: "textarea",
      name: `features.feature${n}.description`,
      label: "adminSettings.field.featureDescription",
    },
  ],
});

const reason = (n: 1 | 2 | 3 | 4): GroupSpec => ({
  kind: "group",
  legend: "adminSettings.group.reason",
  legendParams: { n },
  fields: [
    { kind: "text", name: `promise.reason${n}.title`, label: "adminSettings.field.featureTitle" },
    {
      kind: "textarea",
      name: `promise.reason${n}.description`,
      label: "adminSettings.field.featureDescription",
    },
  ],
});

/** Every field the settings schema stores for each section, in the order the owner reads them. */
const ENGLISH_FORMS: Record<EditableSection, FormItem[]> = {
  homePage: [
    { kind: "text", name: "siteName", label: "adminSettings.field.siteName", required: true },
    {
      kind: "text",
      name: "tagline",
      label: "adminSettings.field.tagline",
      hint: "adminSettings.hint.tagline",
    },
    { kind: "text", name: "heroTitle", label: "adminSettings.field.heroTitle", required: true, wide: true },
    { kind: "textarea", name: "heroSubtitle", label: "adminSettings.field.heroSubtitle", wide: true },
    feature(1),
    feature(2),
    feature(3),
  ],
  contactUs: [
    { kind: "text", name: "title", label: "adminSettings.field.title" },
    { kind: "textarea", name: "subtitle", label: "adminSettings.field.subtitle" },
    { kind: "tel", name: "phone2", label: "adminSettings.field.phone2", hint: "adminSettings.hint.phone" },
    { kind: "email", name: "email", label: "adminSettings.field.email" },
    {
      kind: "text",
      name: "visitAddress",
      label: "adminSettings.field.visitAddress",
      hint: "adminSettings.hint.visitAddress",
    },
    {
      kind: "textarea",
      name: "gettingHere",
      label: "adminSettings.field.gettingHere",
      hint: "adminSettings.hint.gettingHere",
    },
    // The spec's address, phone 1, WhatsApp, hours, map link and pin are the first showroom's (ADR 043).
    { kind: "showrooms", name: "showrooms" },
  ],
  business: [
    { kind: "text", name: "companyName", label: "adminSettings.field.companyName", required: true },
    {
      kind: "year",
      name: "established",
      label: "adminSettings.field.established",
      hint: "adminSettings.hint.established",
    },
    { kind: "text", name: "license", label: "adminSettings.field.license" },
    {
      kind: "switch",
      name: "sslVerified",
      label: "adminSettings.field.sslVerified",
      hint: "adminSettings.hint.sslVerified",
    },
    {
      kind: "paymentMethods",
      name: "paymentMethods",
      label: "adminSettings.field.paymentMethods",
      wide: true,
    },
  ],
  media: [
    { kind: "image", name: "logo", label: "adminSettings.field.logo", wide: true },
    { kind: "image", name: "favicon", label: "adminSettings.field.favicon", wide: true },
    { kind: "image", name: "heroImage", label: "adminSettings.field.heroImage", wide: true },
  ],
  seo: [
    { kind: "text", name: "metaTitle", label: "adminSettings.field.metaTitle", wide: true },
    { kind: "textarea", name: "metaDescription", label: "adminSettings.field.metaDescription", wide: true },
    {
      kind: "textarea",
      name: "keywords",
      label: "adminSettings.field.keywords",
      hint: "adminSettings.hint.keywords",
      wide: true,
    },
    {
      kind: "group",
      legend: "adminSettings.group.openGraph",
      fields: [
        { kind: "text", name: "ogTitle", label: "adminSettings.field.ogTitle" },
        { kind: "textarea", name: "ogDescription", label: "adminSettings.field.ogDescription" },
        { kind: "image", name: "ogImage", label: "adminSettings.field.ogImage" },
      ],
    },
    {
      kind: "group",
      legend: "adminSettings.group.twitter",
      fields: [
        { kind: "text", name: "twitterTitle", label: "adminSettings.field.twitterTitle" },
        { kind: "textarea", name: "twitterDescription", label: "adminSettings.field.twitterDescription" },
        { kind: "image", name: "twitterImage", label: "adminSettings.field.twitterImage" },
      ],
    },
  ],
  aboutUs: [
    { kind: "text", name: "title", label: "adminSettings.field.title", wide: true },
    { kind: "textarea", name: "description", label: "adminSettings.field.description", wide: true },
    {
      kind: "text",
      name: "associationLine",
      label: "adminSettings.field.associationLine",
      hint: "adminSettings.hint.associationLine",
      wide: true,
    },
    { kind: "textarea", name: "story", label: "adminSettings.field.story", wide: true },
    {
      kind: "textarea",
      name: "storyNote",
      label: "adminSettings.field.storyNote",
      hint: "adminSettings.hint.storyNote",
      wide: true,
    },
    { kind: "textarea", name: "mission", label: "adminSettings.field.mission" },
    { kind: "textarea", name: "vision", label: "adminSettings.field.vision" },
    {
      kind: "text",
      name: "promise.eyebrow",
      label: "adminSettings.field.promiseEyebrow",
      hint: "adminSettings.hint.promiseEyebrow",
      wide: true,
    },
    reason(1),
    reason(2),
    reason(3),
    reason(4),
  ],
  socialMedia: [
    {
      kind: "link",
      name: "facebook",
      label: "adminSettings.field.facebook",
      hint: "adminSettings.hint.socialLink",
    },
    {
      kind: "link",
      name: "instagram",
      label: "adminSettings.field.instagram",
      hint: "adminSettings.hint.socialLink",
    },
    {
      kind: "link",
      name: "twitter",
      label: "adminSettings.field.twitter",
      hint: "adminSettings.hint.socialLink",
    },
    {
      kind: "link",
      name: "youtube",
      label: "adminSettings.field.youtube",
      hint: "adminSettings.hint.socialLink",
    },
    {
      kind: "link",
      name: "linkedin",
      label: "adminSettings.field.linkedin",
      hint: "adminSettings.hint.socialLink",
    },
  ],
  footer: [
    { kind: "text", name: "copyright", label: "adminSettings.field.copyright", wide: true },
    { kind: "textarea", name: "footerText", label: "adminSettings.field.footerText", wide: true },
  ],
  trademarkImage: [
    {
      kind: "image",
      name: "trademarkImage",
      label: "adminSettings.field.trademarkImage",
      hint: "adminSettings.hint.trademarkImage",
      wide: true,
    },
  ],
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The paths of a section's texts that have a Bengali companion: those its default `bn` holds. */
function bengaliPaths(section: EditableSection): ReadonlySet<string> {
  const paths = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (!isPlainObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === "string") paths.add(prefix + key);
      else walk(inner, `${prefix}${key}.`);
    }
  };
  const defaults: unknown = settingsDefaults[section];
  if (isPlainObject(defaults)) walk(defaults.bn, "");
  return paths;
}

/**
 * A text visitors read, and its Bengali companion beside it: the pair shares a row of the grid, so
 * the owner writes one with the other in view. The Bengali one is never required (blank shows the
 * English) and has no hint of its own.
 */
function withBengali(paths: ReadonlySet<string>) {
  const pair = (spec: FieldSpec): FieldSpec[] =>
    paths.has(spec.name)
      ? [
          { ...spec, wide: false },
          {
            kind: spec.kind,
            name: `bn.${spec.name}`,
            label: spec.label,
            labelParams: spec.labelParams,
            bengali: true,
          },
        ]
      : [spec];
  return (item: FormItem): FormItem[] => {
    if (item.kind === "showrooms") return [item];
    return item.kind === "group" ? [{ ...item, fields: item.fields.flatMap(pair) }] : pair(item);
  };
}

/** Each section's fields, every text visitors read followed by its Bengali companion. */
export const SECTION_FORMS = Object.fromEntries(
  Object.entries(ENGLISH_FORMS).map(([section, items]) => [
    section,
    items.flatMap(withBengali(bengaliPaths(section as EditableSection))),
  ]),
) as Record<EditableSection, FormItem[]>;

/** One showroom's fields, under `showrooms.{index}.`, each text visitors read with its Bengali companion. */
export function showroomFields(index: number): FieldSpec[] {
  const at = (field: string) => `showrooms.${index}.${field}`;
  const bengali = (spec: FieldSpec): FieldSpec[] => [
    spec,
    { kind: spec.kind, name: at(`bn.${spec.name.split(".").pop()}`), label: spec.label, bengali: true },
  ];
  return [
    ...bengali({ kind: "text", name: at("name"), label: "adminSettings.field.showroomName", required: true }),
    ...bengali({
      kind: "textarea",
      name: at("address"),
      label: "adminSettings.field.address",
      required: true,
    }),
    ...bengali({
      kind: "textarea",
      name: at("businessHours"),
      label: "adminSettings.field.businessHours",
      hint: "adminSettings.hint.businessHours",
    }),
    {
      kind: "tel",
      name: at("phone"),
      label: "adminSettings.field.showroomPhone",
      hint: "adminSettings.hint.phone",
    },
    {
      kind: "tel",
      name: at("whatsapp"),
      label: "adminSettings.field.whatsapp",
      hint: "adminSettings.hint.whatsapp",
    },
    {
      kind: "link",
      name: at("mapLocation"),
      label: "adminSettings.field.mapLocation",
      hint: "adminSettings.hint.mapLink",
      wide: true,
    },
    {
      kind: "decimal",
      name: at("coordinates.lat"),
      label: "adminSettings.field.lat",
      hint: "adminSettings.hint.coordinates",
    },
    { kind: "decimal", name: at("coordinates.lng"), label: "adminSettings.field.lng" },
  ];
}

/** The input id of the field at `path` ("contactUs.phone1"), for its label, hint and error. */
export const fieldId = (path: string) => `settings-${path.replaceAll(".", "-")}`;
