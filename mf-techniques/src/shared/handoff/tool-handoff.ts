import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

/**
 * Words handed to a tool on its own page from elsewhere in Steady (the share page, a brain-dump line). They
 * travel in the history entry's state, never in the address: nothing lands in the server's logs, and the
 * receiving tool takes them once, then clears them, so a reload or Back does not hand them over again.
 */
interface ToolHandoff {
  /** Added to the brain dump's text. */
  readonly brainDumpText?: string;
  /** The task of From stuck to started. */
  readonly stuckTask?: string;
}

type HandoffKey = keyof ToolHandoff;

const toolPaths: Record<HandoffKey, string> = {
  brainDumpText: '/techniques/brainDump',
  stuckTask: '/techniques/stuckToStarted',
};

export function handOff(navigate: NavigateFunction, key: HandoffKey, text: string): void {
  navigate(toolPaths[key], { state: { [key]: text } satisfies ToolHandoff });
}

function handedText(state: unknown, key: HandoffKey): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Calls `receive` once with the words handed to this tool, if any, and forgets them. */
export function useHandoff(key: HandoffKey, receive: (text: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const receiveRef = useRef(receive);
  receiveRef.current = receive;
  // Effects may run twice for one history entry (React's strict mode): the words are taken once.
  const takenFrom = useRef<string | null>(null);
  const text = handedText(location.state, key);
  useEffect(() => {
    if (text === null || takenFrom.current === location.key) return;
    takenFrom.current = location.key;
    receiveRef.current(text);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [text, navigate, location.key, location.pathname, location.search, location.hash]);
}
