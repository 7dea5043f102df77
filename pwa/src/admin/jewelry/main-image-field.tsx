import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { JewelryInput, NewJewelry } from "#core/schemas/jewelry";
import { isLinkOrPath } from "#core/schemas/text";
import { t } from "../../i18n/admin-messages";
import { FormField, fieldAria } from "./form-field";
import styles from "./jewelry-editor.module.css";

/**
 * The main image URL with a preview. The preview follows the field when it is left, not on every
 * keystroke, so half-typed addresses never fire requests.
 */
export function MainImageField({ form }: { form: UseFormReturn<JewelryInput, unknown, NewJewelry> }) {
  const [preview, setPreview] = useState(() => (form.getValues("imageUrl") ?? "").trim());
  const [failed, setFailed] = useState<string | null>(null);
  const error = form.formState.errors.imageUrl?.message;
  const hint = t("adminJewelry.field.imageUrlHint");
  const showPreview = preview !== "" && isLinkOrPath(preview);

  return (
    <FormField
      id="jewelry-image-url"
      label={t("adminJewelry.field.imageUrl")}
      hint={hint}
      error={error}
      className="adm-span-2"
    >
      <div className={styles.imageRow}>
        <input
          type="url"
          inputMode="url"
          className="adm-input"
          autoComplete="off"
          {...fieldAria("jewelry-image-url", { hint, error })}
          {...form.register("imageUrl", { onBlur: (event) => setPreview(String(event.target.value).trim()) })}
        />
        <div className={styles.preview} aria-live="polite">
          {showPreview && failed !== preview && (
            <img
              src={preview}
              alt={t("adminJewelry.preview.alt")}
              width={64}
              height={80}
              onError={() => setFailed(preview)}
            />
          )}
          {showPreview && failed === preview && (
            <p className="adm-error">{t("adminJewelry.preview.failed")}</p>
          )}
        </div>
      </div>
    </FormField>
  );
}
