import { RotateCw, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { refusalText } from "../../i18n/issue-text";
import { Button } from "../kit/button";
import { ChoosePhotos, usePhotoDrop } from "../uploads/photo-intake";
import { photoFileProblem } from "../uploads/upload-client";
import { UploadProgress } from "../uploads/upload-progress";
import { type UploadCounts, usePhotoUploads } from "../uploads/use-photo-uploads";
import { ImagePreview, type ShownWhenEmpty } from "./image-preview";
import styles from "./section-form.module.css";

const KEY = "photo";

interface Props {
  /** The field's address input, which the uploaded photo's address fills. */
  input: ReactNode;
  id: string;
  /** The field's label ("Logo"), naming its upload button and preview. */
  name: string;
  value: string;
  /** What the site shows while the field is empty, previewed in its place. */
  whenEmpty?: ShownWhenEmpty;
  onUploaded: (url: string) => void;
  /** Told whenever this field's upload starts, ends or fails, so the form can hold its save. */
  onUploadsChange: (counts: UploadCounts) => void;
}

/**
 * An image setting: its address, and beside it one photo to upload (picked, dropped on the field or
 * pasted into it) with its progress and a preview. The stored photo's address fills the field.
 */
export function ImageUploadControl({
  input,
  id,
  name,
  value,
  whenEmpty,
  onUploaded,
  onUploadsChange,
}: Props) {
  const online = useOnline();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { uploads, start, retry, discard, sending, failed } = usePhotoUploads((_, photo) =>
    onUploaded(photo.url),
  );
  const upload = uploads.get(KEY);

  useEffect(() => onUploadsChange({ sending, failed }), [sending, failed, onUploadsChange]);

  const take = (files: File[]) => {
    const [file, ...more] = files;
    if (!file) return;
    const problem = more.length > 0 ? refusalText("photoTooManyFiles") : photoFileProblem(file);
    setRefusal(problem && t("adminUpload.refused", { name: file.name, reason: problem }));
    if (problem) return;
    discard(KEY);
    start(KEY, file);
  };
  const { dragging, zoneProps } = usePhotoDrop({ online, onFiles: take });

  return (
    <div className={`${styles.imageRow} ${dragging ? styles.dropping : ""}`} {...zoneProps}>
      <div className={styles.imageInput}>
        {input}
        <div className={styles.uploadRow}>
          <ChoosePhotos
            id={`${id}-file`}
            multiple={false}
            online={online}
            label={t("adminUpload.chooseOne")}
            detail={t("adminUpload.chooseFor", { name })}
            onFiles={take}
          />
          <span className={online ? "adm-hint adm-keys" : "adm-error"}>
            {online
              ? t(dragging ? "adminUpload.dropNow" : "adminUpload.dropOne")
              : t("adminUpload.error.offline")}
          </span>
        </div>
        {upload && !upload.error && (
          <div className={styles.uploadFailed}>
            <UploadProgress id={`${id}-progress`} name={upload.file.name} fraction={upload.progress} />
            {/* A server that never answers must not hold the form's save for good. */}
            <Button
              kind="ghost"
              size="small"
              aria-describedby={`${id}-progress`}
              onClick={() => discard(KEY)}
            >
              <X size={13} aria-hidden="true" />
              {t("adminUpload.cancel")}
            </Button>
          </div>
        )}
        {upload?.error && (
          <div className={styles.uploadFailed}>
            <p id={`${id}-upload-error`} className="adm-error" role="alert">
              {t("adminUpload.failedNamed", { name: upload.file.name, error: upload.error })}
            </p>
            <Button
              size="small"
              aria-describedby={`${id}-upload-error`}
              disabled={!online}
              title={online ? undefined : t("adminUpload.error.offline")}
              onClick={() => retry(KEY)}
            >
              <RotateCw size={13} aria-hidden="true" />
              {t("adminUpload.retry")}
            </Button>
            <Button
              kind="ghost"
              size="small"
              aria-describedby={`${id}-upload-error`}
              onClick={() => discard(KEY)}
            >
              <X size={13} aria-hidden="true" />
              {t("adminUpload.dismiss")}
            </Button>
          </div>
        )}
        {refusal && (
          <p className="adm-error" role="alert">
            {refusal}
          </p>
        )}
      </div>
      <ImagePreview src={value} localPreview={upload?.preview} name={name} whenEmpty={whenEmpty} />
    </div>
  );
}
