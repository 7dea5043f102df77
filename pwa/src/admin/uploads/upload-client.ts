import type { z } from "zod";
import { endpoints } from "#core/endpoints";
import { type Backup, backupSchema } from "#core/schemas/backups";
import { type UploadedImageResponse, uploadedImageSchema } from "#core/schemas/upload";
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from "#core/uploaded-image";
import { ApiError, apiErrorFrom, NetworkError } from "../../data/api/api-client";
import { reportReachable } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { refusalText } from "../../i18n/issue-text";

/**
 * What the server would refuse without reading the photo, in its own words, so a 40 MB video is
 * turned away before a minute of uploading. The server stays the judge of everything else. A file
 * the browser gives no type (some HEIC photos) goes to the server, which reads its content.
 */
export function photoFileProblem(file: File): string | null {
  if (file.type !== "" && !file.type.startsWith("image/")) return refusalText("photoNotAPhoto");
  if (file.size > MAX_UPLOAD_BYTES) return refusalText("photoTooLarge");
  return null;
}

interface SendOptions {
  token: string;
  /** How much of the file has been sent, 0..1; at 1 the server is still working on it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The server's refusal in its own words; else what its status says, a size limit by `tooLarge`. */
function serverError(status: number, text: string, tooLarge: string): ApiError {
  try {
    const error = apiErrorFrom(status, JSON.parse(text));
    if (error) return error;
  } catch {
    // Not JSON: a proxy's page; its status still says what happened when it is a size limit.
  }
  if (status === 413) return new ApiError(status, tooLarge);
  return new ApiError(status, t("adminUpload.serverAnswered", { status }));
}

/** The answer read by `schema`, or the error said when it is of another shape. */
function answerOf<T>(schema: z.ZodType<T>, status: number, text: string): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the same error as an answer of the wrong shape.
  }
  throw new ApiError(status, t("adminUpload.unreadableAnswer"));
}

/**
 * Sends a file to an upload call of the admin and reads its answer. XMLHttpRequest rather than
 * fetch, because only it reports how much of a request body has gone. Rejects with an ApiError
 * carrying the server's sentence, a NetworkError whose message says what to do, or an AbortError
 * when `signal` stops it.
 */
function sendFile<T>(
  name: "uploadPhoto" | "uploadBackup",
  body: XMLHttpRequestBodyInit,
  read: (status: number, text: string) => T,
  { token, onProgress, signal }: SendOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException("The upload was stopped", "AbortError");
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const request = new XMLHttpRequest();
    const stop = () => request.abort();
    const { method, path } = endpoints[name];
    request.open(method, path);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.upload.addEventListener("load", () => onProgress?.(1));
    request.addEventListener("load", () => {
      signal?.removeEventListener("abort", stop);
      reportReachable(true);
      try {
        resolve(read(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener("error", () => {
      signal?.removeEventListener("abort", stop);
      reportReachable(false);
      reject(
        new NetworkError(navigator.onLine ? t("adminUpload.interrupted") : t("adminUpload.error.offline")),
      );
    });
    request.addEventListener("abort", () => reject(aborted()));
    signal?.addEventListener("abort", stop, { once: true });
    request.send(body);
  });
}

/** Sends one photo to POST /api/uploads, alone in its form field, and answers the stored photo. */
export function sendPhoto(file: File, options: SendOptions): Promise<UploadedImageResponse> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, file.name);
  return sendFile(
    "uploadPhoto",
    body,
    (status, text) => {
      if (status < 200 || status >= 300) throw serverError(status, text, refusalText("photoTooLarge"));
      return answerOf(uploadedImageSchema, status, text);
    },
    options,
  );
}

/** Sends a downloaded backup's archive back to the server as it is, and answers the backup it keeps. */
export function sendBackup(file: File, options: SendOptions): Promise<Backup> {
  return sendFile(
    "uploadBackup",
    file,
    (status, text) => {
      if (status < 200 || status >= 300)
        throw serverError(status, text, refusalText("backupTooLargeForDisk"));
      return answerOf(backupSchema, status, text);
    },
    options,
  );
}
