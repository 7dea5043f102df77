import type { ReactNode } from "react";
import { get, type UseFormReturn } from "react-hook-form";
import { inLanguage } from "#core/in-language";
import { isMediaField, type MediaField, shownMediaImage } from "#core/media-shown";
import { normalizeDigits } from "#core/number-input";
import { parsePhoneNumber } from "#core/phone-numbers";
import type { SettingsSection } from "#core/schemas/settings";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { NUMBER_FIELD, readTypedNumber } from "../kit/typed-number";
import type { UploadCounts } from "../uploads/use-photo-uploads";
import type { ShownWhenEmpty } from "./image-preview";
import { ImageUploadControl } from "./image-upload-control";
import { PaymentMethodsField } from "./payment-methods-field";
import { type FieldSpec, fieldId } from "./section-fields";
import type { SectionFormValues } from "./section-form-values";
import { useSettingsContext } from "./settings-context";

interface Props {
  spec: FieldSpec;
  section: SettingsSection;
  form: UseFormReturn<SectionFormValues>;
  /** An image field's uploads, by the field's path: the form holds its save while one is unfinished. */
  onUploadsChange: (path: string, counts: UploadCounts) => void;
}

const TEXT_TYPES = {
  text: { type: "text" },
  email: { type: "email", inputMode: "email", autoComplete: "off", spellCheck: false },
  tel: { type: "tel", inputMode: "tel" },
  link: { type: "text", inputMode: "url", spellCheck: false, autoCapitalize: "none" },
  image: { type: "text", inputMode: "url", spellCheck: false, autoCapitalize: "none" },
  decimal: NUMBER_FIELD,
  year: { type: "text", inputMode: "numeric", maxLength: 4 },
} as const;

/** Numbers and years come in Latin or Bengali digits; the schema checks them in Latin ones. */
const READ_TYPED: Partial<Record<keyof typeof TEXT_TYPES, { setValueAs: (typed: unknown) => unknown }>> = {
  decimal: { setValueAs: readTypedNumber },
  year: { setValueAs: (typed) => normalizeDigits(String(typed ?? "")) },
};

/** What the site shows for a media field left empty, by the site's own rule. */
function shownWhenEmpty(field: MediaField, shopName: string): ShownWhenEmpty {
  const picture = shownMediaImage(field, "");
  return picture === null ? { words: shopName } : { picture };
}

/** One settings field: label above, the input that suits its kind, hint and inline error below. */
export function SettingsField({ spec, section, form, onUploadsChange }: Props) {
  // The name the site in the owner's language shows where the logo is empty.
  const homePage = useSettingsContext()?.settings.homePage;
  const shopName = homePage ? inLanguage(homePage, pageLanguage()).siteName : "";
  const path = spec.name === section ? section : `${section}.${spec.name}`;
  if (spec.kind === "paymentMethods") return <PaymentMethodsField path={path} spec={spec} form={form} />;

  const id = fieldId(path);
  const label = spec.bengali
    ? t("admin.common.inBengali", { label: t(spec.label, spec.labelParams) })
    : t(spec.label, spec.labelParams);
  const error = get(form.formState.errors, path) as { message?: string } | undefined;
  const hintKey = spec.hint ?? (spec.kind === "image" ? "adminSettings.linkHint" : undefined);
  // A phone field says how the site's links will read the number, as it is typed.
  const phone = spec.kind === "tel" ? parsePhoneNumber(String(form.watch(path) ?? "")) : null;
  const hint = phone ? t("adminSettings.hint.dials", { number: phone.display }) : hintKey && t(hintKey);
  const describedBy =
    [hint && `${id}-hint`, error?.message && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": spec.required || undefined,
    lang: spec.bengali ? "bn" : undefined,
  };

  let control: ReactNode;
  if (spec.kind === "switch") {
    control = (
      <label className="adm-switch" htmlFor={id}>
        <input
          {...common}
          type="checkbox"
          role="switch"
          aria-checked={Boolean(form.watch(path))}
          {...form.register(path)}
        />
        <span>{label}</span>
      </label>
    );
  } else if (spec.kind === "textarea") {
    control = <textarea {...common} className="adm-input" rows={4} {...form.register(path)} />;
  } else {
    control = (
      <input
        {...common}
        className="adm-input"
        {...TEXT_TYPES[spec.kind]}
        {...form.register(path, READ_TYPED[spec.kind])}
      />
    );
  }
  if (spec.kind === "image") {
    control = (
      <ImageUploadControl
        input={control}
        id={id}
        name={label}
        value={String(form.watch(path) ?? "")}
        whenEmpty={
          section === "media" && isMediaField(spec.name) ? shownWhenEmpty(spec.name, shopName) : undefined
        }
        onUploaded={(url) =>
          form.setValue(path, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
        }
        onUploadsChange={(counts) => onUploadsChange(path, counts)}
      />
    );
  }

  return (
    <div className={`adm-field ${spec.wide ? "adm-span-2" : ""}`}>
      {spec.kind !== "switch" && <label htmlFor={id}>{label}</label>}
      {control}
      {hint && (
        <p id={`${id}-hint`} className="adm-hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="adm-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
