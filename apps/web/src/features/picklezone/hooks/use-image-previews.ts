import { useEffect, useState } from 'react';

/**
 * `data:` URLs for previewing chosen images, in the order of `files` (null while one is still
 * being read). Not `blob:` URLs: the server's Content Security Policy allows images from 'self',
 * data: and https: only.
 */
export function useImagePreviews(files: readonly File[]): (string | null)[] {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(new Map());

  useEffect(() => {
    const readers: FileReader[] = [];
    for (const file of files) {
      const reader = new FileReader();
      reader.onload = () => {
        const result = reader.result;
        if (typeof result !== 'string') return;
        setUrls((current) => new Map(current).set(file, result));
      };
      reader.readAsDataURL(file);
      readers.push(reader);
    }
    return () => {
      for (const reader of readers) {
        reader.onload = null;
        reader.abort();
      }
    };
  }, [files]);

  return files.map((file) => urls.get(file) ?? null);
}
