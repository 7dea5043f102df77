import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type JewelryInput, jewelryInputSchema, type NewJewelry } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-messages";
import { fieldAria } from "./form-field";
import styles from "./jewelry-editor.module.css";
import { JewelryThumbnail } from "./jewelry-thumbnail";

// The same rule the server applies to each extra image, so a bad address is caught on Add.
const extraImageSchema = jewelryInputSchema.shape.images.unwrap().element;

interface Props {
  form: UseFormReturn<JewelryInput, unknown, NewJewelry>;
  draft: string;
  onDraftChange: (draft: string) => void;
}

/** Extra pictures: a URL is added only when it is not blank once trimmed, and each can be removed. */
export function ExtraImagesField({ form, draft, onDraftChange }: Props) {
  const images = form.watch("images") ?? [];
  const [draftError, setDraftError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errors = form.formState.errors.images;
  const listError = errors?.message ?? errors?.root?.message;

  const change = (next: string[]) =>
    form.setValue("images", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const add = () => {
    const url = draft.trim();
    if (url === "") return;
    const checked = extraImageSchema.safeParse(url);
    if (!checked.success) {
      setDraftError(checked.error.issues[0]?.message ?? null);
      return;
    }
    change([...images, checked.data]);
    onDraftChange("");
    setDraftError(null);
  };

  const remove = (index: number) => {
    change(images.filter((_, i) => i !== index));
    // The Remove button just pressed is gone: carry on from the add field rather than from nowhere.
    input.current?.focus();
  };

  return (
    <fieldset className={`adm-span-2 ${styles.fieldset}`}>
      <legend className="adm-label">{t("adminJewelry.field.images")}</legend>
      <div className={styles.addRow}>
        <label htmlFor="jewelry-image-draft" className="visually-hidden">
          {t("adminJewelry.field.imageDraft")}
        </label>
        <input
          ref={input}
          type="url"
          inputMode="url"
          className="adm-input"
          autoComplete="off"
          placeholder="https://…"
          value={draft}
          {...fieldAria("jewelry-image-draft", { error: draftError ?? undefined })}
          onChange={(event) => {
            onDraftChange(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="adm-button" onClick={add}>
          <Plus size={14} aria-hidden="true" />
          {t("adminJewelry.field.imageAdd")}
        </button>
      </div>
      {draftError && (
        <p id="jewelry-image-draft-error" className="adm-error">
          {draftError}
        </p>
      )}
      {listError && <p className="adm-error">{listError}</p>}
      {images.length === 0 ? (
        <p className="adm-hint">{t("adminJewelry.field.imagesNone")}</p>
      ) : (
        <ol className={styles.imageList}>
          {images.map((url, index) => (
            <li key={keyOf(images, index)}>
              <JewelryThumbnail src={url} size={40} />
              <span className={styles.imageUrl} title={url}>
                {url}
              </span>
              <button
                type="button"
                className="adm-button adm-button-small adm-button-ghost"
                aria-label={t("adminJewelry.field.imageRemoveNamed", { index: index + 1 })}
                onClick={() => remove(index)}
              >
                <X size={13} aria-hidden="true" />
                {t("adminJewelry.field.imageRemove")}
              </button>
              {errors?.[index]?.message && (
                <p className={`adm-error ${styles.imageError}`}>{errors[index]?.message}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}

/** The same address may be added twice: its key counts the copies before it. */
const keyOf = (images: readonly string[], index: number) => {
  const url = images[index] ?? "";
  return `${url}#${images.slice(0, index).filter((other) => other === url).length}`;
};
