import fs from "node:fs";
import path from "node:path";
import { isUploadHash } from "#core/uploaded-image";
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../db/private-files";
import { directoryEntries, errorCode } from "./upload-store";

/** A link where the two folders share a disk (costing no space), a copy where they do not. */
function linkOrCopy(source: string, target: string) {
  try {
    fs.linkSync(source, target);
  } catch (error) {
    if (!["EXDEV", "EPERM", "EMLINK", "ENOTSUP"].includes(errorCode(error) ?? "")) throw error;
    fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(target, PRIVATE_FILE_MODE);
  }
}

/**
 * Copies every stored photo from the uploads folder `from` into `to`, as private as the originals.
 * A stored file never changes (a photo's name is its content), so a hard link is as good a copy as
 * a duplicate. Scratch folders are left out; a photo housekeeping removes meanwhile is skipped. Only
 * folders and regular files are copied: a link in a backup someone crafted could otherwise point
 * the served photos at any file of the server's.
 */
export function copyUploads(from: string, to: string): { photos: number } {
  ensurePrivateDir(to);
  let photos = 0;
  for (const entry of directoryEntries(from)) {
    if (!entry.isDirectory() || !isUploadHash(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    try {
      const files = fs.readdirSync(source, { withFileTypes: true }).filter((file) => file.isFile());
      fs.mkdirSync(target, { mode: PRIVATE_DIR_MODE });
      for (const { name } of files) linkOrCopy(path.join(source, name), path.join(target, name));
      photos += 1;
    } catch (error) {
      if (errorCode(error) !== "ENOENT") throw error;
      fs.rmSync(target, { recursive: true, force: true });
    }
  }
  return { photos };
}
