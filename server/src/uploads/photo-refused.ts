import { type RefusalCode, refusalWords } from "#core/refusals";

export type RefusalReason = Extract<RefusalCode, `photo${string}`>;

/** A photo the server will not take, with the reason the owner is told in the editor's own words. */
export class PhotoRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(refusalWords(reason));
  }
}
