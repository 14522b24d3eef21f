import { useEffect } from 'react';

let lockCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

function lock() {
  if (lockCount === 0) {
    const { style } = document.body;
    savedOverflow = style.overflow;
    savedPaddingRight = style.paddingRight;
    // Keep the layout from shifting when the scrollbar disappears.
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbarWidth > 0) style.paddingRight = `${scrollbarWidth}px`;
    style.overflow = 'hidden';
  }
  lockCount += 1;
}

function unlock() {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount === 0) {
    document.body.style.overflow = savedOverflow;
    document.body.style.paddingRight = savedPaddingRight;
  }
}

/**
 * Locks page scroll while `isLocked` is true. Locks are counted, so nested modals keep the page
 * locked until the last one closes, and the original body style is restored afterwards.
 */
export function useScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return;
    lock();
    return unlock;
  }, [isLocked]);
}
