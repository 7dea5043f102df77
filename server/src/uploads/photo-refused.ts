import { UPLOAD_ERRORS } from "#core/schemas/upload";

export type RefusalReason = Exclude<keyof typeof UPLOAD_ERRORS, "offline">;

/** A photo the server will not take, with the reason the owner is told in the editor's own words. */
export class PhotoRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(UPLOAD_ERRORS[reason]);
  }
}
