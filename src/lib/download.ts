import { DEFAULT_EXPORT_FILENAME } from '../../machines/trip';

/**
 * product §7.1 export filename: the `filename*` (RFC 5987, UTF-8) or `filename` parameter of a Content-Disposition
 * header, reduced to a plain file name (no path, no control characters); `trip-history.pdf` when the header is
 * absent or names nothing usable. Never throws.
 */
export function exportFilename(contentDisposition: string | null | undefined): string {
  if (!contentDisposition) return DEFAULT_EXPORT_FILENAME;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(contentDisposition);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(contentDisposition);
    name = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  }
  // Keep only the last path segment and drop characters no file system accepts (controls, <>:"|?*).
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...last]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && !'<>:"|?*'.includes(ch))
    .join('')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? DEFAULT_EXPORT_FILENAME : cleaned;
}
