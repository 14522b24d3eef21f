import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

import { CloseIcon } from '@/components/ui/icons';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { useSwipe } from '../hooks/use-swipe';

import { ChevronLeftIcon, ChevronRightIcon } from './post-icons';

export interface ImageLightboxProps {
  images: string[];
  initialIndex: number;
  authorName: string;
  onClose: () => void;
}

const NAV_CLASS =
  'absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/30';

/**
 * Full-screen photo viewer (a modal dialog): Left/Right arrows and swipes browse (wrapping
 * around), Escape closes, Tab stays inside, and focus returns to the opening thumbnail.
 */
export function ImageLightbox({ images, initialIndex, authorName, onClose }: ImageLightboxProps) {
  const { picklezone } = useMessages();
  const t = picklezone.lightbox;
  const positionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(initialIndex);
  const total = images.length;
  const hasMany = total > 1;
  const show = (next: number) => setIndex(((next % total) + total) % total);
  const { handlers: swipeHandlers, wasSwipe } = useSwipe({
    onNext: () => show(index + 1),
    onPrevious: () => show(index - 1),
  });
  useScrollLock(true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowRight' && hasMany) {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft' && hasMany) {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'Tab') {
      const buttons = Array.from(dialogRef.current?.querySelectorAll('button') ?? []);
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const position = formatMessage(t.position, { index: index + 1, total });

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t.label}
      aria-describedby={positionId}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950/95 text-white outline-none animate-fade-in"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p id={positionId} aria-live="polite" className="text-sm font-medium">
          {position}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className="flex size-11 items-center justify-center rounded-full hover:bg-white/15"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>

      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-6 select-none sm:px-20"
        onClick={(event) => {
          if (event.target === event.currentTarget && !wasSwipe()) onClose();
        }}
        {...swipeHandlers}
      >
        {hasMany ? (
          <button
            type="button"
            onClick={() => show(index - 1)}
            aria-label={t.previous}
            className={`${NAV_CLASS} left-2 sm:left-5`}
          >
            <ChevronLeftIcon className="size-7" />
          </button>
        ) : null}
        <img
          key={images[index]}
          src={images[index]}
          alt={formatMessage(picklezone.post.photoAlt, {
            index: index + 1,
            total,
            name: authorName,
          })}
          draggable={false}
          className="max-h-full max-w-full rounded-lg object-contain shadow-2xl animate-fade-in"
        />
        {hasMany ? (
          <button
            type="button"
            onClick={() => show(index + 1)}
            aria-label={t.next}
            className={`${NAV_CLASS} right-2 sm:right-5`}
          >
            <ChevronRightIcon className="size-7" />
          </button>
        ) : null}
      </div>
      {hasMany ? <p className="sr-only">{t.hint}</p> : null}
    </div>,
    document.body,
  );
}
