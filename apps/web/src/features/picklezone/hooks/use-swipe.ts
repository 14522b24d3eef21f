import { useRef, type PointerEvent } from 'react';

/** How far (px) a horizontal swipe must travel to count. */
export const SWIPE_THRESHOLD = 50;

/**
 * Pointer handlers for a horizontal swipe on touch (and pen or mouse drag): left calls `onNext`,
 * right calls `onPrevious`. Mostly vertical movement is ignored so the page can still scroll.
 */
export function useSwipe({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const didSwipe = useRef(false);

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      didSwipe.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
      didSwipe.current = true;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  /** True when the last pointer gesture was a swipe (its trailing click should be ignored). */
  const wasSwipe = () => didSwipe.current;
  return { handlers, wasSwipe };
}
