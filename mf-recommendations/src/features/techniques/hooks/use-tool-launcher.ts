import { useEffect, useRef, useState } from 'react';
import { runningToolsChannel } from '@steady/bus';

/**
 * The card's one tap: its main button opens the tool and starts it. A tool still running when the user
 * comes back (the running bar's "Back to it") is open from the start. Closing the tool puts keyboard
 * focus back on the button that opened it. Each new `launchRequest` (the state page's quick start) does
 * what the main button does.
 */
export function useToolLauncher(techniqueId: string, launchRequest = 0) {
  const [open, setOpen] = useState(() =>
    runningToolsChannel.get().some((tool) => tool.techniqueId === techniqueId),
  );
  const [autoStart, setAutoStart] = useState(false);
  const [closedByUser, setClosedByUser] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (closedByUser && !open) startButton.current?.focus();
  }, [closedByUser, open]);

  useEffect(() => {
    if (launchRequest === 0) return;
    setAutoStart(true);
    setClosedByUser(false);
    setOpen(true);
  }, [launchRequest]);

  return {
    open,
    autoStart,
    startButton,
    start: () => {
      setAutoStart(true);
      setClosedByUser(false);
      setOpen(true);
    },
    close: () => {
      setClosedByUser(true);
      setOpen(false);
    },
  };
}
