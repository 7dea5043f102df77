import { Plus } from "lucide-react";
import { type DragEvent, useLayoutEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { JewelryInput, NewJewelry } from "#core/schemas/jewelry";
import { isLinkOrPath } from "#core/schemas/text";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { Button } from "../kit/button";
import { ChoosePhotos, usePhotoDrop } from "../uploads/photo-intake";
import { imageFields } from "./photo-list";
import styles from "./photo-list.module.css";
import { type PhotoAction, PhotoListItem } from "./photo-list-item";
import type { PhotoList } from "./use-photo-list";

interface Props {
  list: PhotoList;
  form: UseFormReturn<JewelryInput, unknown, NewJewelry>;
  /** The address being typed: the editor counts it as a change not yet saved. */
  draft: string;
  onDraftChange: (draft: string) => void;
}

const CHOOSE_ID = "jewelry-photo-files";
const DRAFT_ID = "jewelry-image-draft";
// A photo being reordered carries its own type, so the field never mistakes it for files dropped in.
const PHOTO_DRAG_TYPE = "application/x-jewelry-photo";

type FocusWanted = { key: string; action: PhotoAction } | { index: number };

/**
 * The item's photos: chosen, dropped or pasted files (each uploaded on its own) and addresses typed
 * or pasted, in one list whose first photo is the main image. Offline, files are turned away with
 * the server's words for it, and the photos already in the list stay.
 */
export function PhotoListField({ list, form, draft, onDraftChange }: Props) {
  const online = useOnline();
  const [draftError, setDraftError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<{ key: string; over: string | null } | null>(null);
  const listElement = useRef<HTMLOListElement>(null);
  const focusWanted = useRef<FocusWanted | null>(null);
  const { photos } = list;

  const { dragging, zoneProps } = usePhotoDrop({
    online,
    onFiles: list.addFiles,
    onText: (text) => {
      if (!isLinkOrPath(text)) return false;
      setDraftError(list.addUrl(text));
      return true;
    },
  });

  // Moving a row in the DOM drops its focus: put it back on the same button, or the nearest one.
  useLayoutEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted) return;
    focusWanted.current = null;
    const rows = [...(listElement.current?.querySelectorAll<HTMLElement>("li[data-photo]") ?? [])];
    const row =
      "key" in wanted
        ? rows.find((element) => element.dataset.photo === wanted.key)
        : rows[Math.min(wanted.index, rows.length - 1)];
    const preferred = "key" in wanted ? wanted.action : "remove";
    const button = [preferred, "earlier", "later", "remove"]
      .map((action) => row?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`))
      .find((candidate) => candidate && !candidate.disabled);
    (button ?? document.getElementById(online ? CHOOSE_ID : DRAFT_ID))?.focus();
  });

  const act = (key: string, index: number, action: PhotoAction) => {
    if (action === "remove") {
      focusWanted.current = { index };
      list.remove(key);
      return;
    }
    if (action === "retry") {
      focusWanted.current = { key, action };
      list.retry(key);
    } else if (list.move(key, action === "main" ? 0 : action === "earlier" ? index - 1 : index + 1)) {
      focusWanted.current = { key, action };
    }
  };

  const dragFor = (key: string, index: number) => ({
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData(PHOTO_DRAG_TYPE, key);
      setDragged({ key, over: null });
    },
    onDragEnd: () => setDragged(null),
    onDragOver: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (dragged.over !== key) setDragged({ ...dragged, over: key });
    },
    onDrop: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      event.stopPropagation();
      list.move(dragged.key, index);
      setDragged(null);
    },
  });

  const addDraft = () => {
    const text = draft.trim();
    if (text === "") return;
    const problem = list.addUrl(text);
    setDraftError(problem);
    if (!problem) onDraftChange("");
  };

  const { errors } = form.formState;
  // The schema numbers the stored photos only: the main image, then images[0], images[1], …
  let stored = -1;
  const photoErrors = photos.map((photo) => {
    if (photo.url === null) return undefined;
    stored += 1;
    return stored === 0 ? errors.imageUrl?.message : errors.images?.[stored - 1]?.message;
  });
  const listError =
    (imageFields(photos).imageUrl === "" ? errors.imageUrl?.message : undefined) ??
    errors.images?.message ??
    errors.images?.root?.message;
  const describedBy = ["jewelry-photos-hint", listError && "jewelry-photos-error"].filter(Boolean).join(" ");

  return (
    <fieldset
      className={`adm-span-2 ${styles.field} ${dragging ? styles.dragging : ""}`}
      aria-describedby={describedBy}
      {...zoneProps}
    >
      <legend className="adm-label">{t("adminJewelry.field.photos")}</legend>
      <p id="jewelry-photos-hint" className="adm-hint">
        {t("adminJewelry.field.photosHint")}{" "}
        <span className="adm-keys">{t("adminJewelry.field.photosMoveHint")}</span>
      </p>
      <div className={styles.intake}>
        <ChoosePhotos
          id={CHOOSE_ID}
          multiple
          online={online}
          label={t("adminUpload.chooseMany")}
          onFiles={list.addFiles}
        />
        <span className={online ? "adm-hint adm-keys" : "adm-error"}>
          {online
            ? t(dragging ? "adminUpload.dropNow" : "adminUpload.dropMany")
            : t("adminUpload.error.offline")}
        </span>
      </div>
      {list.refusals.length > 0 && (
        <div role="alert">
          {list.refusals.map((text) => (
            <p key={text} className="adm-error">
              {text}
            </p>
          ))}
        </div>
      )}
      <div className={styles.addRow}>
        <label htmlFor={DRAFT_ID} className="visually-hidden">
          {t("adminJewelry.field.imageDraft")}
        </label>
        <input
          id={DRAFT_ID}
          type="url"
          inputMode="url"
          className="adm-input"
          autoComplete="off"
          placeholder="https://…"
          title={t("adminJewelry.field.imageDraftHint")}
          value={draft}
          aria-invalid={draftError ? true : undefined}
          aria-describedby={draftError ? `${DRAFT_ID}-error` : undefined}
          onChange={(event) => {
            onDraftChange(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            addDraft();
          }}
        />
        <Button onClick={addDraft}>
          <Plus size={14} aria-hidden="true" />
          {t("adminJewelry.field.imageAdd")}
        </Button>
      </div>
      {draftError && (
        <p id={`${DRAFT_ID}-error`} className="adm-error">
          {draftError}
        </p>
      )}
      {listError && (
        <p id="jewelry-photos-error" className="adm-error">
          {listError}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="adm-hint">{t("adminJewelry.photos.none")}</p>
      ) : (
        <ol ref={listElement} className={styles.list}>
          {photos.map((photo, index) => (
            <PhotoListItem
              key={photo.key}
              photo={photo}
              index={index}
              total={photos.length}
              upload={list.uploads.get(photo.key)}
              error={photoErrors[index]}
              online={online}
              dropTarget={dragged !== null && dragged.over === photo.key && dragged.key !== photo.key}
              onAction={(action) => act(photo.key, index, action)}
              drag={dragFor(photo.key, index)}
            />
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        <span key={list.announcement.key}>{list.announcement.text}</span>
      </p>
    </fieldset>
  );
}
