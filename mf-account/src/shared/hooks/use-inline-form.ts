import { useEffect, useRef, useState } from 'react';

/**
 * A form that opens in place of the button that asked for it. When the form closes (sent, kept back or
 * Escape), focus goes back to that button, drawn again: otherwise it falls to the page's start and a keyboard
 * or screen-reader user loses their place.
 */
export function useInlineForm() {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);

  useEffect(() => {
    if (open || !closing.current) return;
    closing.current = false;
    openerRef.current?.focus();
  }, [open]);

  const close = () => {
    closing.current = true;
    setOpen(false);
  };

  return { open, show: () => setOpen(true), close, openerRef };
}
