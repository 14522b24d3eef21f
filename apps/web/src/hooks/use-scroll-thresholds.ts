import { useEffect, useState } from 'react';

/** The navbar gets its scrolled style beyond this many pixels of scroll (spec §9). */
export const NAVBAR_SCROLLED_THRESHOLD = 50;
/** …and its on-white style beyond this many pixels, where the page turns white (spec §9). */
export const NAVBAR_ON_WHITE_THRESHOLD = 670;

export interface ScrollThresholds {
  isScrolled: boolean;
  isOnWhite: boolean;
}

function read(): ScrollThresholds {
  const y = window.scrollY;
  return { isScrolled: y > NAVBAR_SCROLLED_THRESHOLD, isOnWhite: y > NAVBAR_ON_WHITE_THRESHOLD };
}

const UNSCROLLED: ScrollThresholds = { isScrolled: false, isOnWhite: false };

/** Tracks whether the window is scrolled past the navbar thresholds. */
export function useScrollThresholds(): ScrollThresholds {
  // Starts unscrolled (as the server renders it); the effect reads the real position.
  const [state, setState] = useState<ScrollThresholds>(UNSCROLLED);

  useEffect(() => {
    function handleScroll() {
      const next = read();
      setState((prev) =>
        prev.isScrolled === next.isScrolled && prev.isOnWhite === next.isOnWhite ? prev : next,
      );
    }
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);

  return state;
}
