/** How long a saved file's object URL lives: the browser has read it long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Hands an address to the browser's own download manager, as a click on a download link would:
 * it shows the progress and keeps the file, and the bytes never pass through the page (an
 * archive may be gigabytes). `fileName` is a hint the browser follows for a same-origin or
 * blob address; otherwise the answer's Content-Disposition names the file.
 */
export function startDownload(href: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file the page already holds (a small export) through the browser's downloads. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  startDownload(url, fileName);
  // Revoking at once can cancel the download in some browsers before it has read the blob.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, OBJECT_URL_LIFETIME_MS);
}
