import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

import { cn } from '@/components/ui/class-names';

export interface ActionsMenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  isDanger?: boolean;
}

export interface ActionsMenuProps {
  /** Visible button text (e.g. 'Actions'). */
  buttonText: string;
  /** Accessible name of the button and menu (e.g. 'Actions for Aisyah Rahman'). */
  label: string;
  items: readonly ActionsMenuItem[];
}

const MENU_WIDTH = 208;
const GAP = 4;

interface Position {
  left: number;
  top?: number;
  bottom?: number;
}

/** Places the menu under the button, or above it when there is no room below. */
function positionFor(button: HTMLElement, menuHeight: number): Position {
  const rect = button.getBoundingClientRect();
  const left = Math.max(8, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8));
  const fitsBelow = rect.bottom + GAP + menuHeight <= window.innerHeight - 8;
  return fitsBelow || rect.top < menuHeight
    ? { left, top: rect.bottom + GAP }
    : { left, bottom: window.innerHeight - rect.top + GAP };
}

/**
 * A menu button (WAI-ARIA menu pattern): arrow keys, Home/End and Escape; the menu is portalled
 * with fixed positioning (following scrolls) so a scrolling table never clips it. Choosing an item closes the menu
 * and returns focus to the button before the item runs, so a dialog it opens restores focus
 * there.
 */
export function ActionsMenu({ buttonText, label, items }: ActionsMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (restoreFocus: boolean) => {
    setIsOpen(false);
    setPosition(null);
    if (restoreFocus) buttonRef.current?.focus();
  };

  // Measure, place, then focus the first item.
  useLayoutEffect(() => {
    if (!isOpen || !buttonRef.current || !menuRef.current) return;
    setPosition(positionFor(buttonRef.current, menuRef.current.offsetHeight));
  }, [isOpen]);

  useEffect(() => {
    if (isOpen && position) menuItems()[0]?.focus();
  }, [isOpen, position]);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setIsOpen(false);
        setPosition(null);
      }
    };
    // Follow the button when the page or a scrolling table moves.
    const handleMove = () => {
      if (buttonRef.current && menuRef.current) {
        setPosition(positionFor(buttonRef.current, menuRef.current.offsetHeight));
      }
    };
    document.addEventListener('pointerdown', handlePointerDown);
    window.addEventListener('resize', handleMove);
    window.addEventListener('scroll', handleMove, true);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      window.removeEventListener('resize', handleMove);
      window.removeEventListener('scroll', handleMove, true);
    };
  }, [isOpen]);

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={label}
        onClick={() => (isOpen ? close(false) : setIsOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800"
      >
        {buttonText}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {isOpen
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-labelledby={buttonId}
              onKeyDown={handleMenuKeyDown}
              style={{
                width: MENU_WIDTH,
                left: position?.left ?? 0,
                top: position?.top,
                bottom: position?.bottom,
                visibility: position ? 'visible' : 'hidden',
              }}
              className="fixed z-40 rounded-xl bg-white py-1.5 shadow-xl ring-1 ring-slate-200"
            >
              {items.map((item) => (
                <button
                  key={item.id}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                  className={cn(
                    'block w-full px-4 py-2 text-left text-sm font-medium focus:outline-none',
                    item.isDanger
                      ? 'text-red-700 hover:bg-red-50 focus:bg-red-50'
                      : 'text-slate-700 hover:bg-slate-100 focus:bg-slate-100',
                  )}
                >
                  {item.label}
                </button>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
