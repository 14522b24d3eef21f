/** Content types of the files the upload pipeline stores, by the key's extension. */
const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** `posts/3f….webp` → `image/webp`; undefined for anything that is not a stored image. */
export function mediaContentType(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  return dot === -1 ? undefined : MEDIA_CONTENT_TYPES[key.slice(dot + 1).toLowerCase()];
}
