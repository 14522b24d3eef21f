import { useEffect, useState } from 'react';

/**
 * A `data:` URL for previewing a chosen image. Not a `blob:` URL: the server's Content Security
 * Policy allows images from 'self', data: and https: only.
 */
export function useImagePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return;
    let isCurrent = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (isCurrent && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      isCurrent = false;
      reader.abort();
    };
  }, [file]);

  return file && preview?.file === file ? preview.url : null;
}
