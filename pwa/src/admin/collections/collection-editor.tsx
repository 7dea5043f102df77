import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { slugFromName } from "#core/collection-rules";
import { pathInLanguage } from "#core/language";
import { collectionPath } from "#core/public-pages";
import {
  type Collection,
  type CollectionInput,
  collectionInputSchema,
  type NewCollection,
} from "#core/schemas/collection";
import type { JewelryItem } from "#core/schemas/jewelry";
import { ApiError } from "../../data/api/api-client";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { pageLanguage } from "../../i18n/page-language";
import { useAdminApi } from "../api/use-admin-api";
import { buttonLook } from "../kit/button";
import { checkedResolver } from "../kit/checked-resolver";
import { FormActions } from "../kit/form-actions";
import { FormField, fieldAria } from "../kit/form-field";
import { showServerIssues } from "../kit/server-issues";
import type { Flash } from "../kit/use-flash";
import { useUnsavedChangesGuard } from "../kit/use-unsaved-changes";
import { ImageUploadControl } from "../settings/image-upload-control";
import { useSaveShortcut } from "../shell/use-shortcut";
import { type UploadCounts, unfinishedUploadsText } from "../uploads/use-photo-uploads";
import { useUploadSaveHold } from "../uploads/use-upload-save-hold";
import { CollectionPieces } from "./collection-pieces";
import styles from "./collections-admin.module.css";

type Values = CollectionInput;

const resolver = checkedResolver(collectionInputSchema);

const toValues = (collection: Collection | undefined): Values => ({
  name: collection?.name ?? "",
  slug: collection?.slug ?? "",
  description: collection?.description ?? "",
  bn: { name: collection?.bn?.name ?? "", description: collection?.bn?.description ?? "" },
  coverImage: collection?.coverImage ?? "",
  pieceIds: collection?.pieceIds ?? [],
});

const FIELDS = new Set(["name", "slug", "description", "bn.name", "bn.description", "coverImage"]);
/** The form's field a refusal's issue is about: a piece's issue is the piece list's. */
const fieldFor = (path: string): Path<Values> | null =>
  path.startsWith("pieceIds") ? "pieceIds" : FIELDS.has(path) ? (path as Path<Values>) : null;

interface Props {
  /** Undefined for a new collection. */
  collection: Collection | undefined;
  catalogue: readonly JewelryItem[];
  onDone: (flash: Flash | null) => void;
}

/** A collection's form: its names, address, words, cover and pieces, checked by the server's schema. */
export function CollectionEditor({ collection, catalogue, onDone }: Props) {
  const call = useAdminApi();
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, NewCollection>({ defaultValues: toValues(collection), resolver });
  const { register, setValue, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  // A new collection's address follows its name until the owner writes one; a saved one keeps its
  // address, which links elsewhere may already name.
  const [slugChosen, setSlugChosen] = useState(collection !== undefined);
  const [uploads, setUploads] = useState<UploadCounts>({ sending: 0, failed: 0 });
  const saveHold = useUploadSaveHold(unfinishedUploadsText(uploads));
  const [leaving, setLeaving] = useState<{ flash: Flash } | null>(null);
  useUnsavedChangesGuard((isDirty || uploads.sending > 0) && !leaving);
  // Leaving after a save waits one render, so the guard above has stood down when the route changes.
  useEffect(() => {
    if (leaving) onDone(leaving.flash);
  }, [leaving, onDone]);
  const slug = useWatch({ control: form.control, name: "slug" });
  const pieceIds = useWatch({ control: form.control, name: "pieceIds" }) ?? [];
  const coverImage = useWatch({ control: form.control, name: "coverImage" }) ?? "";
  const firstPicture = catalogue.find((item) => item._id === pieceIds[0])?.imageUrl;
  // Before an address is written, the hint shows where it will go.
  const address = pathInLanguage(collectionPath(slug), pageLanguage()).replace(/\/$/, "/…");

  const { holds } = saveHold;
  const save = useCallback(
    () =>
      holds() ||
      form.handleSubmit(async (body) => {
        setFailure(null);
        try {
          const saved = collection
            ? await call("updateCollection", { params: { id: collection._id }, body })
            : await call("createCollection", { body });
          form.reset(toValues(saved));
          setLeaving({
            flash: {
              kind: "success",
              text: t(collection ? "adminCollections.saved" : "adminCollections.created", {
                name: saved.name,
              }),
            },
          });
        } catch (error) {
          if (!(error instanceof ApiError)) {
            setFailure(t("adminCollections.saveException"));
            return;
          }
          if (error.code === "collectionSlugTaken")
            form.setError("slug", { type: "server", message: answerText(error) }, { shouldFocus: true });
          else if (error.code === "collectionPieceMissing")
            form.setError("pieceIds", { type: "server", message: answerText(error) });
          else showServerIssues(form.setError, error, fieldFor);
          setFailure(
            t("adminCollections.saveFailed", {
              error: answerText(error) || t("adminCollections.saveFailedFallback"),
            }),
          );
        }
      })(),
    [form, call, collection, holds],
  );
  useSaveShortcut(() => void save(), online && isDirty && !isSubmitting);

  const text = (name: "name" | "description" | "bn.name" | "bn.description", label: string) => {
    const id = `collection-${name.replace(".", "-")}`;
    const error = name.startsWith("bn.")
      ? errors.bn?.[name.slice(3) as "name" | "description"]?.message
      : errors[name as "name" | "description"]?.message;
    const registered = register(name);
    return (
      <FormField id={id} label={label} error={error}>
        <input
          {...fieldAria(id, { error })}
          {...registered}
          className="adm-input"
          onChange={(event) => {
            void registered.onChange(event);
            if (name === "name" && !slugChosen)
              setValue("slug", slugFromName(event.target.value), { shouldDirty: true });
          }}
        />
      </FormField>
    );
  };
  const inBengali = (label: string) => t("admin.common.inBengali", { label });
  const slugField = register("slug");
  const slugHint = t("adminCollections.field.slugHint", { address });

  return (
    <form
      className={styles.editor}
      noValidate
      aria-labelledby="collection-editor-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.editorHead}>
        <button
          type="button"
          className={buttonLook({ kind: "ghost", size: "small" })}
          onClick={() => onDone(null)}
        >
          <ArrowLeft size={14} aria-hidden="true" />
          {t("adminCollections.back")}
        </button>
        <h2 id="collection-editor-title">
          {collection
            ? t("adminCollections.editTitle", { name: collection.name })
            : t("adminCollections.newTitle")}
        </h2>
      </div>
      <div className="adm-form-grid">
        {text("name", t("adminCollections.field.name"))}
        {text("bn.name", inBengali(t("adminCollections.field.name")))}
        <FormField
          id="collection-slug"
          label={t("adminCollections.field.slug")}
          hint={slugHint}
          error={errors.slug?.message}
        >
          <input
            {...fieldAria("collection-slug", { hint: slugHint, error: errors.slug?.message })}
            {...slugField}
            className="adm-input"
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => {
              setSlugChosen(true);
              void slugField.onChange(event);
            }}
          />
        </FormField>
        <div className="adm-field">
          <label htmlFor="collection-cover">{t("adminCollections.field.cover")}</label>
          <ImageUploadControl
            id="collection-cover"
            name={t("adminCollections.field.cover")}
            value={coverImage}
            whenEmpty={firstPicture ? { picture: firstPicture } : undefined}
            input={
              <input
                {...fieldAria("collection-cover", {
                  hint: t("adminCollections.field.coverHint"),
                  error: errors.coverImage?.message,
                })}
                {...register("coverImage")}
                className="adm-input"
                inputMode="url"
                spellCheck={false}
                autoCapitalize="none"
              />
            }
            onUploaded={(url) => setValue("coverImage", url, { shouldDirty: true })}
            onUploadsChange={setUploads}
          />
          <p id="collection-cover-hint" className="adm-hint">
            {t("adminCollections.field.coverHint")}
          </p>
          {errors.coverImage?.message && (
            <p id="collection-cover-error" className="adm-error">
              {errors.coverImage.message}
            </p>
          )}
        </div>
        {text("description", t("adminCollections.field.description"))}
        {text("bn.description", inBengali(t("adminCollections.field.description")))}
        <CollectionPieces
          ids={pieceIds}
          catalogue={catalogue}
          error={errors.pieceIds?.message ?? errors.pieceIds?.root?.message}
          onChange={(ids) =>
            setValue("pieceIds", ids, { shouldDirty: true, shouldValidate: formState.isSubmitted })
          }
        />
      </div>
      <FormActions
        form={form}
        className={styles.actionBar}
        flash={null}
        failure={saveHold.message ?? failure}
        onReset={() => {
          setFailure(null);
          setSlugChosen(collection !== undefined);
        }}
        labels={{
          submit: collection ? "adminCollections.save" : "adminCollections.create",
          busy: "adminCollections.saving",
          unsaved: "adminCollections.unsaved",
          reset: "adminCollections.reset",
          resetTitle: "adminCollections.resetTitle",
          shortcutHint: "adminCollections.shortcutHint",
          noChanges: "adminCollections.noChanges",
        }}
      />
    </form>
  );
}
