import { ArrowDown, ArrowUp, GripVertical, RotateCw, Star, X } from "lucide-react";
import { type DragEvent, type KeyboardEvent, type ReactNode, useState } from "react";
import { parseUploadedImageUrl } from "#core/uploaded-image";
import { t } from "../../i18n/admin-catalogue";
import { Button } from "../kit/button";
import { thumbnailSrc } from "../uploads/photo-thumbnail-src";
import { UploadProgress } from "../uploads/upload-progress";
import type { PhotoUpload } from "../uploads/use-photo-uploads";
import { PLACEHOLDER_IMAGE } from "./jewelry-thumbnail";
import type { PhotoEntry } from "./photo-list";
import styles from "./photo-list.module.css";

export type PhotoAction = "earlier" | "later" | "main" | "remove" | "retry";

interface Props {
  photo: PhotoEntry;
  index: number;
  total: number;
  /** The upload behind a photo not stored yet. */
  upload: PhotoUpload | undefined;
  /** The schema's message for this photo's address, after a save was tried. */
  error: string | undefined;
  online: boolean;
  /** A photo is being dragged over this one: it would land here. */
  dropTarget: boolean;
  onAction: (action: PhotoAction) => void;
  drag: {
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}

const EARLIER = new Set(["ArrowUp", "ArrowLeft"]);
const LATER = new Set(["ArrowDown", "ArrowRight"]);

function describe(photo: PhotoEntry, upload: PhotoUpload | undefined): string {
  if (photo.url === null) return upload?.file.name ?? "";
  const uploaded = parseUploadedImageUrl(photo.url);
  if (!uploaded) return photo.url;
  return t("adminJewelry.photos.uploadedSize", { width: uploaded.width, height: uploaded.height });
}

/**
 * One photo of the item: its preview, where it stands, its upload, and buttons to move, make main,
 * retry or remove it. Alt+arrow on any of its buttons moves it, as the visible arrows do.
 */
export function PhotoListItem({
  photo,
  index,
  total,
  upload,
  error,
  online,
  dropTarget,
  onAction,
  drag,
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const n = index + 1;
  const src = upload?.preview ?? (photo.url === null ? "" : thumbnailSrc(photo.url));
  const failed = src !== "" && failedSrc === src;
  const progressId = `${photo.key}-progress`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const action = EARLIER.has(event.key) ? "earlier" : LATER.has(event.key) ? "later" : null;
    if (!action) return;
    // Alt+Left is also the browser's Back: the photo moves and the form stays.
    event.preventDefault();
    onAction(action);
  };

  return (
    <li
      data-photo={photo.key}
      className={`${styles.photo} ${dropTarget ? styles.dropTarget : ""}`}
      aria-label={
        index === 0
          ? t("adminJewelry.photos.positionMain", { total })
          : t("adminJewelry.photos.position", { n, total })
      }
      draggable
      onKeyDown={onKeyDown}
      {...drag}
    >
      <GripVertical className={styles.grip} size={14} aria-hidden="true" />
      <img
        className={styles.thumbnail}
        src={src === "" || failed ? PLACEHOLDER_IMAGE : src}
        alt={index === 0 ? t("adminJewelry.preview.alt") : t("adminJewelry.preview.altNamed", { n })}
        width={48}
        height={60}
        decoding="async"
        draggable={false}
        onError={() => setFailedSrc(src)}
      />
      <div className={styles.info}>
        <div className={styles.title}>
          {index === 0 ? (
            <span className={`adm-badge ${styles.mainBadge}`}>{t("adminJewelry.photos.main")}</span>
          ) : (
            <span className={styles.name}>{t("adminJewelry.photos.name", { n })}</span>
          )}
          <span className={styles.address} title={photo.url ?? undefined}>
            {describe(photo, upload)}
          </span>
        </div>
        {upload && !upload.error && (
          <UploadProgress id={progressId} name={upload.file.name} fraction={upload.progress} />
        )}
        {upload?.error && (
          <p className="adm-error" role="alert">
            {t("adminUpload.failedNamed", { name: upload.file.name, error: upload.error })}
          </p>
        )}
        {error && <p className="adm-error">{error}</p>}
        {failed && upload === undefined && <p className="adm-error">{t("adminJewelry.preview.failed")}</p>}
        <div className={styles.actions}>
          {upload?.error && (
            <ActionButton
              action="retry"
              label={t("adminJewelry.photos.retryNamed", { n })}
              icon={<RotateCw size={13} aria-hidden="true" />}
              text={t("adminUpload.retry")}
              disabled={!online}
              title={online ? undefined : t("adminUpload.error.offline")}
              onAction={onAction}
              plain
            />
          )}
          <ActionButton
            action="earlier"
            label={t("adminJewelry.photos.moveEarlier", { n })}
            icon={<ArrowUp size={14} aria-hidden="true" />}
            title={t("adminJewelry.photos.moveEarlier", { n })}
            disabled={index === 0}
            onAction={onAction}
          />
          <ActionButton
            action="later"
            label={t("adminJewelry.photos.moveLater", { n })}
            icon={<ArrowDown size={14} aria-hidden="true" />}
            title={t("adminJewelry.photos.moveLater", { n })}
            disabled={index === total - 1}
            onAction={onAction}
          />
          {index > 0 && (
            <ActionButton
              action="main"
              label={t("adminJewelry.photos.makeMainNamed", { n })}
              icon={<Star size={13} aria-hidden="true" />}
              text={t("adminJewelry.photos.makeMain")}
              onAction={onAction}
            />
          )}
          <ActionButton
            action="remove"
            label={t("adminJewelry.photos.removeNamed", { n })}
            icon={<X size={13} aria-hidden="true" />}
            text={t("adminJewelry.photos.remove")}
            onAction={onAction}
          />
        </div>
      </div>
    </li>
  );
}

/** One of a photo's buttons; `data-action` lets the list give focus back to it once the photo has moved. */
function ActionButton({
  action,
  label,
  icon,
  text,
  title,
  disabled = false,
  plain = false,
  onAction,
}: {
  action: PhotoAction;
  label: string;
  icon: ReactNode;
  text?: string;
  title?: string;
  disabled?: boolean;
  /** Retry stands out from the quieter ghost buttons beside it. */
  plain?: boolean;
  onAction: (action: PhotoAction) => void;
}) {
  return (
    <Button
      data-action={action}
      kind={plain ? "secondary" : "ghost"}
      size="small"
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={() => onAction(action)}
    >
      {icon}
      {text}
    </Button>
  );
}
