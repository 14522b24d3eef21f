import { useCallback, useRef, useState, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { FormField } from '@/components/ui/form/form-field';
import { useImagePreview } from '@/hooks/use-image-preview';
import { useMessages } from '@/lib/i18n';
import { imageFileError } from '@/lib/image-file-error';

export interface ImageChoice {
  /** The accepted file, or null (none chosen, or the last one was refused). */
  file: File | null;
  /** Why the last chosen file was refused. */
  error: string | null;
  /** A chosen file's first bytes are being read: saving now would leave the picture out. */
  isChecking: boolean;
  /** Checks and keeps a chosen file (null clears it); resolves to the refusal, if any. */
  choose: (file: File | null) => Promise<string | null>;
}

/**
 * The picture a form will send, checked when chosen (type by its first bytes, 5MB) with the
 * form's §5 texts. A later choice wins over an earlier one whose check finishes after it.
 */
export function useImageChoice(messages: { notImage: string; tooLarge: string }): ImageChoice {
  const [state, setState] = useState({
    file: null as File | null,
    error: null as string | null,
    isChecking: false,
  });
  const latest = useRef(0);
  const choose = useCallback(
    async (file: File | null) => {
      const current = ++latest.current;
      if (!file) {
        setState({ file: null, error: null, isChecking: false });
        return null;
      }
      setState((previous) => ({ ...previous, isChecking: true }));
      const problem = await imageFileError(file, messages).catch(() => messages.notImage);
      if (current === latest.current) {
        setState({ file: problem ? null : file, error: problem, isChecking: false });
      }
      return problem;
    },
    [messages],
  );
  return { ...state, choose };
}

export interface ImageFieldProps {
  label: string;
  /** The saved picture's URL, shown until another file is chosen. */
  currentUrl: string | null;
  choice: ImageChoice;
  /** Replaces the default 'Optional…' hint (e.g. for a required logo). */
  hint?: string;
  /** 'contain' shows the whole picture (logos); 'cover' fills the frame (photos). */
  fit?: 'cover' | 'contain';
}

/**
 * An optional picture with a preview of the chosen or saved one (a data: URL, which the Content
 * Security Policy allows for images).
 */
export function ImageField({ label, currentUrl, choice, hint, fit = 'cover' }: ImageFieldProps) {
  const { adminContent } = useMessages();
  const t = adminContent.common;
  const inputRef = useRef<HTMLInputElement>(null);
  const { file, error } = choice;
  const previewUrl = useImagePreview(file);
  const shownUrl = previewUrl ?? (file ? null : currentUrl);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const problem = await choice.choose(input.files?.[0] ?? null);
    if (problem) input.value = '';
  };

  return (
    <FormField label={label} hint={hint ?? t.imageHint} error={error ?? undefined}>
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
                className={cn(
                  'h-28 w-40 rounded-lg ring-1 ring-slate-200',
                  fit === 'contain' ? 'bg-white object-contain p-2' : 'object-cover',
                )}
              />
              {file ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    if (inputRef.current) inputRef.current.value = '';
                    void choice.choose(null);
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
