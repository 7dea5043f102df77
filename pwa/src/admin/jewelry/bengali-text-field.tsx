import type { UseFormReturn } from "react-hook-form";
import type { JewelryInput, NewJewelry } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { FormField, fieldAria } from "../kit/form-field";

interface Props {
  form: UseFormReturn<JewelryInput, unknown, NewJewelry>;
  text: "name" | "description";
  /** The English field's label, which this one names in Bengali. */
  label: string;
}

/** The Bengali companion of the item's name or description, under the English one (ADR 021). */
export function BengaliTextField({ form, text, label }: Props) {
  const id = `jewelry-bn-${text}`;
  const error = form.formState.errors.bn?.[text]?.message;
  const control = {
    className: "adm-input",
    lang: "bn",
    ...fieldAria(id, { error }),
    ...form.register(`bn.${text}`),
  };
  return (
    <FormField id={id} label={t("admin.common.inBengali", { label })} error={error} className="adm-span-2">
      {text === "name" ? <input autoComplete="off" {...control} /> : <textarea rows={6} {...control} />}
    </FormField>
  );
}
