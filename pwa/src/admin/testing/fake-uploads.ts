import { vi } from "vitest";
import type { UploadedImageResponse } from "#core/schemas/upload";
import { UPLOAD_FIELD, uploadedImageUrl } from "#core/uploaded-image";

/** One upload (a photo, or a backup sent back) as the fake server received it; the test says how far it got and how it ended. */
export interface SentUpload {
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The names of the multipart fields, in order. */
  fields: string[];
  /** The file in the upload field, or the body when a file is sent alone (a backup). */
  photo: File | null;
  /** Stopped by the page. */
  aborted: boolean;
  /** The browser reports `fraction` of the file sent. */
  progress: (fraction: number) => void;
  /** The server answers with a status and a JSON body (or text, as a proxy's page). */
  answer: (status: number, body: unknown) => void;
  /** The connection fails before any answer. */
  fail: () => void;
}

/** The answer for a stored photo: `seed` makes its hash, so each photo has its own address. */
export function storedPhoto(seed: number, width = 1600, height = 2000): UploadedImageResponse {
  const photo = { hash: seed.toString(16).padStart(32, "0"), width, height, color: "b8893a" };
  return { url: uploadedImageUrl(photo), ...photo };
}

/** A photo file of `bytes` bytes (real bytes: its size is the browser's own count). */
export const photoFile = (name: string, bytes = 2048, type = "image/jpeg") =>
  new File([new Uint8Array(bytes)], name, { type });

/**
 * Stubs XMLHttpRequest with a server the test drives: every upload is recorded in order and waits
 * until the test (or `respond`, called as each arrives) makes it progress, answer or fail.
 */
export function fakeUploads(respond?: (upload: SentUpload) => void): SentUpload[] {
  const uploads: SentUpload[] = [];

  class FakeUploadRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = "";
    private method = "";
    private url = "";
    private readonly headers: Record<string, string> = {};
    private done = false;
    private sent: SentUpload | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    send(body: FormData | File) {
      const photo = body instanceof FormData ? body.get(UPLOAD_FIELD) : body;
      const size = photo instanceof File ? photo.size : 0;
      const progress = (fraction: number) =>
        this.upload.dispatchEvent(
          new ProgressEvent("progress", { lengthComputable: true, loaded: fraction * size, total: size }),
        );
      const sent: SentUpload = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        fields: body instanceof FormData ? [...body.keys()] : [],
        photo: photo instanceof File ? photo : null,
        aborted: false,
        progress,
        answer: (status, answer) => {
          if (this.finish()) return;
          progress(1);
          this.upload.dispatchEvent(new ProgressEvent("load"));
          this.status = status;
          this.responseText = typeof answer === "string" ? answer : JSON.stringify(answer);
          this.dispatchEvent(new ProgressEvent("load"));
        },
        fail: () => {
          if (!this.finish()) this.dispatchEvent(new ProgressEvent("error"));
        },
      };
      this.sent = sent;
      uploads.push(sent);
      if (respond) setTimeout(() => respond(sent));
    }

    abort() {
      if (this.finish()) return;
      if (this.sent) this.sent.aborted = true;
      this.dispatchEvent(new ProgressEvent("abort"));
    }

    /** Whether it had already ended; ends it otherwise. */
    private finish(): boolean {
      const ended = this.done;
      this.done = true;
      return ended;
    }
  }

  vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
  return uploads;
}
