import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type JewelryInput, jewelryInputSchema, type NewJewelry } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { photoFileProblem } from "../uploads/upload-client";
import { unfinishedUploadsText, usePhotoUploads } from "../uploads/use-photo-uploads";
import { imageFields, MAX_PHOTOS, movePhoto, newPhotoKey, type PhotoEntry, photosOf } from "./photo-list";

type JewelryForm = UseFormReturn<JewelryInput, unknown, NewJewelry>;

// The rules the server applies to the main image and to each extra one, so a bad address is
// refused when it is added, in the same words.
const mainImageSchema = jewelryInputSchema.shape.imageUrl;
const extraImageSchema = jewelryInputSchema.shape.images.unwrap().element;

const sameUrls = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((url, index) => url === b[index]);

/**
 * The item's photos as one ordered list, the first being its main image: outside addresses and
 * uploads side by side, kept in the form's `imageUrl` and `images` as soon as each is stored. What
 * happens to the list is told to screen readers through `announcement`.
 */
export function usePhotoList(form: JewelryForm) {
  const { getValues, setValue } = form;
  const [photos, setPhotos] = useState<PhotoEntry[]>(() => photosOf(getValues()));
  // Keyed, so saying the same words twice ("moved to position 2 of 3") is heard twice.
  const [announcement, setAnnouncement] = useState({ text: "", key: 0 });
  const [refusals, setRefusals] = useState<string[]>([]);
  const announce = (text: string) => setAnnouncement((current) => ({ text, key: current.key + 1 }));

  const uploads = usePhotoUploads((key, photo, file) => {
    setPhotos((list) => list.map((entry) => (entry.key === key ? { key, url: photo.url } : entry)));
    announce(t("adminUpload.uploaded", { name: file.name }));
  });

  const submitted = form.formState.isSubmitted;
  useEffect(() => {
    const fields = imageFields(photos);
    const options = { shouldDirty: true, shouldValidate: submitted };
    if (getValues("imageUrl") !== fields.imageUrl) setValue("imageUrl", fields.imageUrl, options);
    if (!sameUrls(getValues("images") ?? [], fields.images)) setValue("images", fields.images, options);
  }, [photos, submitted, getValues, setValue]);

  const full = () => t("adminJewelry.photos.full", { max: MAX_PHOTOS });

  const addFiles = (files: File[]) => {
    const refused: string[] = [];
    const accepted: { key: string; file: File }[] = [];
    for (const file of files) {
      const problem =
        photoFileProblem(file) ?? (photos.length + accepted.length >= MAX_PHOTOS ? full() : null);
      if (problem) refused.push(t("adminUpload.refused", { name: file.name, reason: problem }));
      else accepted.push({ key: newPhotoKey(), file });
    }
    setRefusals(refused);
    if (accepted.length === 0) return;
    setPhotos((list) => [...list, ...accepted.map(({ key }) => ({ key, url: null }))]);
    for (const { key, file } of accepted) uploads.start(key, file);
    announce(t("adminJewelry.photos.adding", { count: accepted.length }));
  };

  /** Adds an address typed or pasted; answers why not, in the schema's words, when it cannot. */
  const addUrl = (text: string): string | null => {
    if (photos.length >= MAX_PHOTOS) return full();
    const checked = (photos.length === 0 ? mainImageSchema : extraImageSchema).safeParse(text);
    if (!checked.success) return checked.error.issues[0]?.message ?? full();
    setRefusals([]);
    setPhotos((list) => [...list, { key: newPhotoKey(), url: checked.data }]);
    announce(t("adminJewelry.photos.added", { n: photos.length + 1 }));
    return null;
  };

  /** Moves a photo to position `to`; false when there is no such move. */
  const move = (key: string, to: number): boolean => {
    const from = photos.findIndex((photo) => photo.key === key);
    if (from < 0 || to < 0 || to >= photos.length || to === from) return false;
    setPhotos((list) =>
      movePhoto(
        list,
        list.findIndex((photo) => photo.key === key),
        to,
      ),
    );
    announce(
      to === 0
        ? t("adminJewelry.photos.madeMain")
        : t("adminJewelry.photos.moved", { n: to + 1, total: photos.length }),
    );
    return true;
  };

  const remove = (key: string) => {
    uploads.discard(key);
    setPhotos((list) => list.filter((photo) => photo.key !== key));
    announce(t("adminJewelry.photos.removed", { total: photos.length - 1 }));
  };

  return {
    photos,
    uploads: uploads.uploads,
    announcement,
    refusals,
    addFiles,
    addUrl,
    move,
    remove,
    retry: uploads.retry,
    /** Why the item cannot be saved yet (photos still uploading, or failed), or null. */
    unfinished: unfinishedUploadsText(uploads),
  };
}

export type PhotoList = ReturnType<typeof usePhotoList>;
