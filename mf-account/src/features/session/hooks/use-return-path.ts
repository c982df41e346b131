import { useLocation } from 'react-router-dom';

export interface ReturnState {
  /** The page a guest was sent to /login from, to return to after signing in. */
  from?: unknown;
}

/** Where to go after signing in: back to the page that asked for it, else home. Only same-site paths. */
export function useReturnPath(): string {
  const from = (useLocation().state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
