import { useEffect, useRef, useState, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form/form-field';
import { useMessages } from '@/lib/i18n';
import { contentImageError } from '@app/shared/content';

export interface ImageFieldProps {
  label: string;
  /** The saved picture's URL, shown until another file is chosen. */
  currentUrl: string | null;
  file: File | null;
  error: string | null;
  /** The §5 texts for this form (milestone or news wording). */
  messages: { notImage: string; tooLarge: string };
  onChange: (file: File | null, error: string | null) => void;
}

/** The object URL of a chosen file for an <img> preview (revoked when it changes). */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** An optional picture: checked on choice (type, 5MB) with a preview of the chosen or saved one. */
export function ImageField({
  label,
  currentUrl,
  file,
  error,
  messages,
  onChange,
}: ImageFieldProps) {
  const { adminContent } = useMessages();
  const t = adminContent.common;
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file);
  const shownUrl = previewUrl ?? (file ? null : currentUrl);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      onChange(null, null);
      return;
    }
    const problem = contentImageError(chosen, messages);
    if (problem) {
      event.target.value = '';
      onChange(null, problem);
      return;
    }
    onChange(chosen, null);
  };

  return (
    <FormField label={label} hint={t.imageHint} error={error ?? undefined}>
      {(control) => (
        <div className="space-y-3">
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept="image/png,image/jpeg"
            onChange={handleChange}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {shownUrl ? (
            <div className="flex items-end gap-3">
              <img
                src={shownUrl}
                alt={previewUrl ? t.imagePreview : t.currentImage}
                className="h-28 w-40 rounded-lg object-cover ring-1 ring-slate-200"
              />
              {file ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    if (inputRef.current) inputRef.current.value = '';
                    onChange(null, null);
                  }}
                >
                  {t.removeImage}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
