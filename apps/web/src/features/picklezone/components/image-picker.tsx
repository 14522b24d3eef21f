import { useId, type ChangeEvent } from 'react';

import { CloseIcon } from '@/components/ui/icons';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { MAX_POST_IMAGES } from '@app/shared/posts';

import { useImagePreviews } from '../hooks/use-image-previews';

import { ImageIcon } from './post-icons';

export interface ImagePickerProps {
  images: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** 'Add photos' (a labelled file input) and the chosen pictures as removable thumbnails. */
export function ImagePicker({ images, onAdd, onRemove, disabled = false }: ImagePickerProps) {
  const t = useMessages().picklezone.create;
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const previews = useImagePreviews(images);
  const isFull = images.length >= MAX_POST_IMAGES;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <div>
      {images.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t.addPhotos}>
          {images.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
            >
              {previews[index] ? (
                <img
                  src={previews[index] ?? undefined}
                  alt={formatMessage(t.thumbnailAlt, { index: index + 1, name: file.name })}
                  className="size-full object-cover"
                />
              ) : (
                <span className="block size-full animate-pulse bg-slate-200" />
              )}
              <button
                type="button"
                onClick={() => onRemove(index)}
                disabled={disabled}
                aria-label={formatMessage(t.removePhoto, { index: index + 1, name: file.name })}
                className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-slate-950/70 text-white hover:bg-slate-950"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label
          htmlFor={inputId}
          className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-950 ${
            disabled || isFull ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          <ImageIcon className="size-4" />
          {t.addPhotos}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={disabled || isFull}
            aria-describedby={hintId}
            onChange={handleChange}
            className="sr-only"
          />
        </label>
        <p id={hintId} className="text-xs text-slate-500">
          {images.length > 0 ? formatMessage(t.photoCount, { count: images.length }) : t.photosHint}
        </p>
      </div>
    </div>
  );
}
