import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { useImagePreview } from '@/hooks/use-image-preview';
import { useMessages } from '@/lib/i18n';

import { checkImageFile } from '../utils/image-file';

export interface ProfilePictureInputProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Optional profile picture for the registration form: images under 5MB, with a preview. */
export function ProfilePictureInput({
  file,
  onChange,
  disabled = false,
}: ProfilePictureInputProps) {
  const { players } = useMessages();
  const t = players.picture;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useImagePreview(file);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // A reset from outside (e.g. after a successful registration) also clears the native input.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const handleChange = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    if (problem) {
      setError(t[problem]);
      // Keep the previous valid choice, and let the same file be chosen again after a fix.
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setError(null);
    onChange(chosen);
  };

  const handleRemove = () => {
    setError(null);
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t.label}
      </label>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200">
          {previewUrl ? (
            <img src={previewUrl} alt={t.previewAlt} className="size-full object-cover" />
          ) : (
            <UserIcon className="size-8 text-slate-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            onChange={(event) => handleChange(event.target.files?.[0])}
            className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {file ? (
            <Button variant="ghost" size="sm" onClick={handleRemove} disabled={disabled}>
              {t.remove}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {t.hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
