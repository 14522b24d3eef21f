/**
 * The display-size variant of an uploaded picture. The server stores each upload as
 * `<name>.webp` (≤ 1600 px) and `<name>-640.webp` (≤ 640 px); cards and thumbnails use the
 * smaller one. Other URLs (link-preview pictures, already-small variants) are returned as is.
 */
export function displayImageUrl(url: string): string {
  if (!url.startsWith('/uploads/') || !url.endsWith('.webp') || url.endsWith('-640.webp')) {
    return url;
  }
  return url.replace(/\.webp$/, '-640.webp');
}
