import { useEffect, type RefObject } from 'react';
import { useEffectEvent } from './use-effect-event';

interface TimerShortcuts {
  /** Space: start, pause or resume; absent where none of them applies. */
  readonly onToggle?: (() => void) | undefined;
  /** R: reset; absent where a stray key press must not throw the user's progress away. */
  readonly onReset?: (() => void) | undefined;
}

/** Elements that keep their own keys (and their own clicks): a shortcut or a focusing click leaves them be. */
export const interactiveSelector =
  'input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="checkbox"], [role="link"]';

/**
 * Whether a key press is meant for this tool: focus is inside it (the region itself after a click on its
 * text, or its text), never elsewhere on the page, where Space scrolls and R is a letter. A focused control
 * keeps its own keys (Space presses a button, types in the brain dump, ticks a checkbox).
 */
function isForTool(event: KeyboardEvent, root: HTMLElement | null): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || root === null) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target === null || target.closest(interactiveSelector)) return false;
  return root.contains(target);
}

function isSpace(event: KeyboardEvent): boolean {
  return event.key === ' ' || event.code === 'Space';
}

/** The R key wherever it is: `code` also matches it on a Russian layout, where `key` is "к". */
function isResetKey(event: KeyboardEvent): boolean {
  return event.code === 'KeyR' || event.key.toLowerCase() === 'r';
}

/** The tool is the `[data-technique-tool]` element around `anchorRef` (the controls), or the anchor itself. */
export function useTimerKeyboard(anchorRef: RefObject<HTMLElement | null>, shortcuts: TimerShortcuts): void {
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    const anchor = anchorRef.current;
    const root = anchor?.closest<HTMLElement>('[data-technique-tool]') ?? anchor ?? null;
    if (event.repeat || !isForTool(event, root)) return;
    const action = isSpace(event) ? shortcuts.onToggle : isResetKey(event) ? shortcuts.onReset : undefined;
    if (!action) return;
    // Space would otherwise scroll the page.
    event.preventDefault();
    action();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
