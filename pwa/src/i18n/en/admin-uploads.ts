import { UPLOAD_ERRORS } from "#core/schemas/upload";

/** Words of the photo uploader shared by the jewellery editor and the image settings. */
export const adminUploads = {
  // The server's refusals, by their code, in its own words.
  "adminUpload.error.missing": UPLOAD_ERRORS.missing,
  "adminUpload.error.tooManyFiles": UPLOAD_ERRORS.tooManyFiles,
  "adminUpload.error.badName": UPLOAD_ERRORS.badName,
  "adminUpload.error.tooLarge": UPLOAD_ERRORS.tooLarge,
  "adminUpload.error.notAPhoto": UPLOAD_ERRORS.notAPhoto,
  "adminUpload.error.tooManyPixels": UPLOAD_ERRORS.tooManyPixels,
  "adminUpload.error.damaged": UPLOAD_ERRORS.damaged,
  "adminUpload.error.offline": UPLOAD_ERRORS.offline,
  "adminUpload.chooseMany": "Choose photos",
  "adminUpload.chooseOne": "Upload a photo",
  "adminUpload.chooseFor": "for {name}",
  "adminUpload.dropMany": "Drop photos here, or paste one with Ctrl+V.",
  "adminUpload.dropOne": "Or drop a photo on this field, or paste one with Ctrl+V.",
  "adminUpload.dropNow": "Release to add",
  "adminUpload.sending": "Uploading {name}",
  "adminUpload.processing": "Preparing {name} for the site…",
  "adminUpload.percent": "{percent}%",
  "adminUpload.retry": "Retry",
  "adminUpload.dismiss": "Dismiss",
  "adminUpload.cancel": "Cancel upload",
  "adminUpload.refused": "{name}: {reason}",
  "adminUpload.interrupted":
    "The upload was cut off: the server could not be reached. Check the connection and retry.",
  "adminUpload.serverAnswered": "The server answered {status}",
  "adminUpload.unreadableAnswer": "The server's answer about this photo could not be read; try again.",
  "adminUpload.failed": "The photo could not be uploaded; try again.",
  "adminUpload.uploaded": "{name} uploaded.",
  "adminUpload.failedNamed": "{name} did not upload: {error}",
  "adminUpload.saveWhileUploading": "Photos are still uploading ({count} left): save when they are done.",
  "adminUpload.saveWithFailed": "A photo did not upload: retry it or remove it, then save.",
} as const;
