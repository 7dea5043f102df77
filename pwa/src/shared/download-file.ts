/** Saves a file made on the device through a temporary <a download>. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers; a little later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
