import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadedImageResponse } from "#core/schemas/upload";
import { ApiError, NetworkError } from "../../data/api/api-client";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { useAdminSession } from "../shell/admin-session";
import { sendPhoto } from "./upload-client";

/** One photo on its way, or stopped with its error until it is retried or discarded. */
export interface PhotoUpload {
  file: File;
  /** An object URL of the file itself, shown until the stored photo replaces it. */
  preview: string;
  /** 0..1 of the file sent; at 1 the server is still making its sizes. */
  progress: number;
  error: string | null;
}

/** The words the owner sees for a failed upload: the server's, or why it never got there. */
export const uploadErrorText = (error: unknown): string =>
  error instanceof ApiError
    ? answerText(error)
    : error instanceof NetworkError
      ? error.message
      : t("adminUpload.failed");

/** How many uploads are still being sent, and how many stopped with an error. */
export interface UploadCounts {
  sending: number;
  failed: number;
}

type Uploaded = (key: string, photo: UploadedImageResponse, file: File) => void;

/**
 * Photo uploads by key, each with its own progress and error, as the signed-in admin. A finished
 * upload leaves the map (its preview revoked) and is handed to `onUploaded`; an expired session ends
 * as every admin call does. Leaving the screen stops whatever is still being sent.
 */
export function usePhotoUploads(onUploaded: Uploaded) {
  const { token, endSession } = useAdminSession();
  const [uploads, setUploads] = useState<ReadonlyMap<string, PhotoUpload>>(() => new Map());
  // What must be released whatever happens to the screen: the request and the object URL.
  const held = useRef(new Map<string, { file: File; preview: string; controller: AbortController }>());
  const latestUploaded = useRef(onUploaded);
  useEffect(() => {
    latestUploaded.current = onUploaded;
  });

  const change = useCallback((key: string, update: (upload: PhotoUpload) => PhotoUpload | null) => {
    setUploads((current) => {
      const upload = current.get(key);
      if (!upload) return current;
      const updated = update(upload);
      if (updated === upload) return current;
      const next = new Map(current);
      if (updated) next.set(key, updated);
      else next.delete(key);
      return next;
    });
  }, []);

  const release = useCallback((key: string) => {
    const resources = held.current.get(key);
    if (!resources) return;
    resources.controller.abort();
    URL.revokeObjectURL(resources.preview);
    held.current.delete(key);
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      const resources = held.current.get(key);
      if (resources) resources.controller = controller;
      // Progress events come many a second; the form redraws only when the shown percentage moves.
      const percent = (fraction: number) => Math.round(fraction * 100);
      const onProgress = (progress: number) =>
        change(key, (upload) =>
          percent(upload.progress) === percent(progress) ? upload : { ...upload, progress },
        );
      sendPhoto(file, { token, onProgress, signal: controller.signal }).then(
        (photo) => {
          release(key);
          change(key, () => null);
          latestUploaded.current(key, photo, file);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 401) endSession(answerText(error));
          change(key, (upload) => ({ ...upload, progress: 0, error: uploadErrorText(error) }));
        },
      );
    },
    [token, endSession, change, release],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const preview = URL.createObjectURL(file);
      held.current.set(key, { file, preview, controller: new AbortController() });
      setUploads((current) => new Map(current).set(key, { file, preview, progress: 0, error: null }));
      send(key, file);
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const resources = held.current.get(key);
      if (!resources) return;
      change(key, (upload) => ({ ...upload, progress: 0, error: null }));
      send(key, resources.file);
    },
    [change, send],
  );

  const discard = useCallback(
    (key: string) => {
      release(key);
      change(key, () => null);
    },
    [change, release],
  );

  useEffect(() => {
    const resources = held.current;
    return () => {
      for (const { controller, preview } of resources.values()) {
        controller.abort();
        URL.revokeObjectURL(preview);
      }
      resources.clear();
    };
  }, []);

  let sending = 0;
  let failed = 0;
  for (const upload of uploads.values()) {
    if (upload.error) failed += 1;
    else sending += 1;
  }
  return { uploads, start, retry, discard, sending, failed };
}

/** Why a form holding these uploads must not be saved yet, or null when it may be. */
export function unfinishedUploadsText({ sending, failed }: UploadCounts) {
  if (sending > 0) return t("adminUpload.saveWhileUploading", { count: sending });
  if (failed > 0) return t("adminUpload.saveWithFailed");
  return null;
}
