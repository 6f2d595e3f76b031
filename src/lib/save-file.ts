/** Saving a downloaded file in the browser. Free of imports: the app runtime (entry chunk) uses it. */

/**
 * Hands a downloaded file to the browser: a temporary object URL on an `<a download>` that is clicked and
 * removed again (the URL is revoked after the click has been processed).
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
