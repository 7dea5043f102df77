/** Has the browser download `href` as `fileName`, through a temporary <a download>, staying on the page. */
export function downloadUrl(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file made on the device. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // Revoking in the same task can cancel the download in some browsers; a little later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
