/**
 * Saving a fetched file: routes that need the session headers cannot be plain links, so the
 * bytes are fetched and handed to the browser through a temporary object URL.
 * @module
 */

/** Saves `blob` as `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: the click's download has taken the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
