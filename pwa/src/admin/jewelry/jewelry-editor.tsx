import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { CATEGORIES, METALS } from "#core/jewelry-terms";
import {
  type JewelryInput,
  type JewelryItem,
  jewelryInputSchema,
  type NewJewelry,
  PURITY_SUGGESTIONS,
} from "#core/schemas/jewelry";
import { ApiError } from "../../data/api/api-client";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { categoryName, metalName } from "../../i18n/jewelry-terms";
import { useAdminApi } from "../api/use-admin-api";
import { Button } from "../kit/button";
import { checkedResolver } from "../kit/checked-resolver";
import { useConfirm } from "../kit/confirm-dialog";
import { FormField, fieldAria } from "../kit/form-field";
import { OnlineButton } from "../kit/online-button";
import { showServerIssues } from "../kit/server-issues";
import { NUMBER_FIELD, readTypedNumber } from "../kit/typed-number";
import type { Flash } from "../kit/use-flash";
import { useUnsavedChangesGuard } from "../kit/use-unsaved-changes";
import { useSaveShortcut } from "../shell/use-shortcut";
import { useUploadSaveHold } from "../uploads/use-upload-save-hold";
import { BengaliTextField } from "./bengali-text-field";
import { failureText } from "./failure-text";
import styles from "./jewelry-editor.module.css";
import { NEW_ITEM_DEFAULTS, toFormValues } from "./jewelry-form-values";
import { PairsField } from "./pairs-field";
import { PhotoListField } from "./photo-list-field";
import { PriceEstimateFieldset } from "./price-estimate-fieldset";
import { usePhotoList } from "./use-photo-list";

const FIELDS = new Set<string>(Object.keys(jewelryInputSchema.shape));
const jewelryFieldFor = (path: string) =>
  FIELDS.has(path.split(".")[0] ?? "") ? (path as Path<JewelryInput>) : null;

interface Props {
  /** The item being edited; null for a new one. */
  item: JewelryItem | null;
  flash: (flash: Flash) => void;
  /** Closes the editor; `focusId` is the row to put focus on (the saved or cancelled item). */
  onClose: (focusId: string | null) => void;
}

/** Add or edit one item beside the list. Saving (button or Ctrl/⌘+S) or Cancel resets it and closes it. */
export function JewelryEditor({ item, flash, onClose }: Props) {
  const call = useAdminApi();
  const confirm = useConfirm();
  const online = useOnline();
  const [initial] = useState(() => (item ? toFormValues(item) : NEW_ITEM_DEFAULTS));
  const form = useForm<JewelryInput, unknown, NewJewelry>({
    resolver: checkedResolver(jewelryInputSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, reset, setError, setFocus, formState } = form;
  const { errors, dirtyFields, isSubmitting } = formState;
  const [draft, setDraft] = useState("");
  const [leaving, setLeaving] = useState<{ focusId: string | null } | null>(null);
  const photos = usePhotoList(form);
  // Saving waits for every photo to be stored: a list with one still on its way would be half a list.
  const saveHold = useUploadSaveHold(photos.unfinished);
  // dirtyFields, not isDirty: with only isDirty subscribed, react-hook-form 7.92 never re-renders on typing.
  const dirty = Object.keys(dirtyFields).length > 0 || draft.trim() !== "" || photos.unfinished !== null;

  useUnsavedChangesGuard(dirty && !leaving);
  // Closing waits one render, so the guard above has already stood down when the route changes.
  useEffect(() => {
    if (leaving) onClose(leaving.focusId);
  }, [leaving, onClose]);
  useEffect(() => setFocus("name"), [setFocus]);

  const leave = (focusId: string | null) => {
    reset(NEW_ITEM_DEFAULTS);
    setDraft("");
    setLeaving({ focusId });
  };

  const submit = handleSubmit(async (values) => {
    try {
      const saved = item
        ? await call("updateJewelry", { params: { id: item._id }, body: values })
        : await call("createJewelry", { body: values });
      flash({ kind: "success", text: t(item ? "adminJewelry.updated" : "adminJewelry.added") });
      leave(saved._id);
    } catch (error) {
      flash({ kind: "error", text: failureText("adminJewelry.saveError", error) });
      if (error instanceof ApiError) showServerIssues(setError, error, jewelryFieldFor);
    }
  });

  const save = () => {
    if (online && !isSubmitting && !saveHold.holds()) void submit();
  };
  useSaveShortcut(save, online);

  const onKeyDown = async (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    // Esc is easy to press by accident: only the Cancel button throws changes away without asking.
    if (
      dirty &&
      !(await confirm(`${t("admin.unsaved.title")} ${t("admin.unsaved.text")}`, {
        confirmLabel: t("admin.unsaved.leave"),
        kind: "danger",
      }))
    )
      return;
    leave(item?._id ?? null);
  };

  const headingId = "jewelry-editor-title";
  return (
    <section className={styles.editor} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>
          {item ? t("adminJewelry.editor.editTitle", { name: item.name }) : t("adminJewelry.editor.newTitle")}
        </h2>
        <Button
          kind="ghost"
          size="small"
          aria-label={t("adminJewelry.editor.close")}
          title={t("adminJewelry.editor.close")}
          onClick={() => leave(item?._id ?? null)}
        >
          <X size={16} aria-hidden="true" />
        </Button>
      </header>
      <form
        className={styles.form}
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="adm-form-grid">
          <FormField
            id="jewelry-name"
            label={t("adminJewelry.field.name")}
            error={errors.name?.message}
            className="adm-span-2"
          >
            <input
              className="adm-input"
              autoComplete="off"
              {...fieldAria("jewelry-name", { error: errors.name?.message })}
              {...register("name")}
            />
          </FormField>
          <BengaliTextField form={form} text="name" label={t("adminJewelry.field.name")} />
          <FormField
            id="jewelry-category"
            label={t("adminJewelry.field.category")}
            error={errors.category?.message}
          >
            <select
              className="adm-input"
              defaultValue={initial.category}
              {...fieldAria("jewelry-category", { error: errors.category?.message })}
              {...register("category")}
            >
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryName(category)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="jewelry-metal" label={t("adminJewelry.field.metal")} error={errors.metal?.message}>
            <select
              className="adm-input"
              defaultValue={initial.metal}
              {...fieldAria("jewelry-metal", { error: errors.metal?.message })}
              {...register("metal")}
            >
              {METALS.map((metal) => (
                <option key={metal} value={metal}>
                  {metalName(metal)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="jewelry-weight"
            label={t("adminJewelry.field.weight")}
            hint={t("adminJewelry.field.weightHint")}
            error={errors.weight?.message}
          >
            <input
              {...NUMBER_FIELD}
              className={`adm-input ${styles.number}`}
              {...fieldAria("jewelry-weight", {
                hint: t("adminJewelry.field.weightHint"),
                error: errors.weight?.message,
              })}
              {...register("weight", { setValueAs: readTypedNumber })}
            />
          </FormField>
          <FormField
            id="jewelry-purity"
            label={t("adminJewelry.field.purity")}
            hint={t("adminJewelry.field.purityHint")}
            error={errors.purity?.message}
          >
            <input
              className="adm-input"
              list="jewelry-purity-suggestions"
              autoComplete="off"
              {...fieldAria("jewelry-purity", {
                hint: t("adminJewelry.field.purityHint"),
                error: errors.purity?.message,
              })}
              {...register("purity")}
            />
            <datalist id="jewelry-purity-suggestions">
              {PURITY_SUGGESTIONS.map((purity) => (
                <option key={purity} value={purity} />
              ))}
            </datalist>
          </FormField>
          <PhotoListField list={photos} form={form} draft={draft} onDraftChange={setDraft} />
          <FormField
            id="jewelry-description"
            label={t("adminJewelry.field.description")}
            hint={t("adminJewelry.field.descriptionHint")}
            error={errors.description?.message}
            className="adm-span-2"
          >
            <textarea
              className="adm-input"
              rows={6}
              {...fieldAria("jewelry-description", {
                hint: t("adminJewelry.field.descriptionHint"),
                error: errors.description?.message,
              })}
              {...register("description")}
            />
          </FormField>
          <BengaliTextField form={form} text="description" label={t("adminJewelry.field.description")} />
          <PairsField form={form} itemId={item?._id ?? null} />
          <PriceEstimateFieldset form={form} />
          <div className={`adm-span-2 ${styles.checkbox}`}>
            <input
              type="checkbox"
              {...fieldAria("jewelry-featured", { hint: t("adminJewelry.field.featuredHint") })}
              {...register("featured")}
            />
            <label htmlFor="jewelry-featured">{t("adminJewelry.field.featured")}</label>
            <p id="jewelry-featured-hint" className="adm-hint">
              {t("adminJewelry.field.featuredHint")}
            </p>
          </div>
        </div>
        <div className={`adm-actions ${styles.actions}`}>
          {saveHold.message ? (
            <p className="adm-error" role="alert">
              {saveHold.message}
            </p>
          ) : (
            <span className="adm-hint adm-keys">{t("adminJewelry.saveHint")}</span>
          )}
          <Button onClick={() => leave(item?._id ?? null)}>{t("admin.common.cancel")}</Button>
          <OnlineButton type="submit" kind="primary" busy={isSubmitting} busyLabel={t("admin.common.saving")}>
            {t("admin.common.save")}
          </OnlineButton>
        </div>
      </form>
    </section>
  );
}
