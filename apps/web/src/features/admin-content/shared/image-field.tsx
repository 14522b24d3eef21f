import { useRef, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form/form-field';
import { useImagePreview } from '@/hooks/use-image-preview';
import { useMessages } from '@/lib/i18n';
import { imageFileError } from '@/lib/image-file-error';

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

/**
 * An optional picture: checked on choice (type by its first bytes, 5MB) with a preview of the
 * chosen or saved one (a data: URL, which the Content Security Policy allows for images).
 */
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
  /** The latest choice: an earlier file's check may finish after a later one's. */
  const choice = useRef(0);
  const previewUrl = useImagePreview(file);
  const shownUrl = previewUrl ?? (file ? null : currentUrl);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0] ?? null;
    const current = ++choice.current;
    if (!chosen) {
      onChange(null, null);
      return;
    }
    const problem = await imageFileError(chosen, messages).catch(() => messages.notImage);
    if (current !== choice.current) return;
    if (problem) {
      input.value = '';
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
            onChange={(event) => void handleChange(event)}
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
