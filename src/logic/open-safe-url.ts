/** Opens only http(s) links, in a new tab without an opener (product §2.4 payment link; no javascript: URLs). */
export function openSafeUrl(url: string, open: (url: string) => void): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  open(parsed.href);
  return true;
}
