import { endpoints } from "#core/endpoints";
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

interface SendPhotoOptions {
  token: string;
  /** How much of the file has been sent, 0..1; at 1 the server is still making its sizes. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function serverError(status: number, text: string): ApiError {
  try {
    const error = apiErrorFrom(status, JSON.parse(text));
    if (error) return error;
  } catch {
    // Not JSON: a proxy's page; its status still says what happened when it is a size limit.
  }
  if (status === 413) return new ApiError(status, refusalText("photoTooLarge"));
  return new ApiError(status, t("adminUpload.serverAnswered", { status }));
}

function storedPhoto(status: number, text: string): UploadedImageResponse {
  try {
    const parsed = uploadedImageSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the same error as an answer of the wrong shape.
  }
  throw new ApiError(status, t("adminUpload.unreadableAnswer"));
}

/**
 * Sends one photo to POST /api/uploads. XMLHttpRequest rather than fetch, because only it reports
 * how much of a request body has gone. Rejects with an ApiError carrying the server's sentence, a
 * NetworkError whose message says what to do, or an AbortError when `signal` stops it.
 */
export function sendPhoto(
  file: File,
  { token, onProgress, signal }: SendPhotoOptions,
): Promise<UploadedImageResponse> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException("The upload was stopped", "AbortError");
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const request = new XMLHttpRequest();
    const stop = () => request.abort();
    const { method, path } = endpoints.uploadPhoto;
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
      const { status, responseText } = request;
      if (status < 200 || status >= 300) reject(serverError(status, responseText));
      else {
        try {
          resolve(storedPhoto(status, responseText));
        } catch (error) {
          reject(error);
        }
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

    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    request.send(body);
  });
}
