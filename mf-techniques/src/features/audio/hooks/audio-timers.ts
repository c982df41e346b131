import { useEffect, useMemo, useRef, useState } from 'react';

export interface Timeouts {
  readonly set: (callback: () => void, delayMs: number) => void;
  /** Cancels every pending timeout: a stop or a pause must not be followed by an old fade or end. */
  readonly clear: () => void;
}

/** Timeouts cleared together, and always when the component leaves the page. */
export function useTimeouts(): Timeouts {
  const pending = useRef<ReturnType<typeof setTimeout>[]>([]);
  const timeouts = useMemo<Timeouts>(
    () => ({
      set: (callback, delayMs) => {
        pending.current.push(setTimeout(callback, delayMs));
      },
      clear: () => {
        pending.current.forEach(clearTimeout);
        pending.current = [];
      },
    }),
    [],
  );
  useEffect(() => timeouts.clear, [timeouts]);
  return timeouts;
}

/** Re-renders once a second while `active`, so a shown countdown re-reads the clock. */
export function useSecondTick(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const tick = setInterval(() => setTick((count) => count + 1), 1000);
    return () => clearInterval(tick);
  }, [active]);
}
