import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

type MenuMove = 'first' | 'last' | 'next' | 'previous';
/** The keys of a menu (WAI-ARIA menu button pattern). */
const menuMoves: Partial<Record<string, MenuMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * A menu button's behaviour (WAI-ARIA menu button pattern): open and closed, closed by Escape (focus back
 * on the button) or a press outside, opened by the arrow keys onto its first or last item, arrows, Home
 * and End moving between the items.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<MenuMove | null>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const focusItem = (move: MenuMove) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const index = {
      first: 0,
      last: items.length - 1,
      next: (current + 1) % items.length,
      previous: (current - 1 + items.length) % items.length,
    }[move];
    items[index]?.focus();
  };

  // Opened from the keyboard, the menu puts focus on its first (or last) item once it is on screen.
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusItem(pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  const openWithKeys = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    pendingFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) focusItem(pendingFocus.current);
    else setOpen(true);
  };

  const moveWithKeys = (event: KeyboardEvent) => {
    const move = menuMoves[event.key];
    if (!move) return;
    event.preventDefault();
    focusItem(move);
  };

  return { open, setOpen, rootRef, buttonRef, listRef, openWithKeys, moveWithKeys };
}
