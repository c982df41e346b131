import { useLocation } from 'react-router-dom';
import { sessionEndedNotice } from '@steady/api-client';
import { authCallbackQuery, isSafeReturnPath, type ReturnIntent, type ReturnState } from '@steady/contracts';

export type { ReturnState } from '@steady/contracts';

const stateOf = (state: unknown): ReturnState => (state !== null && typeof state === 'object' ? state : {});

/**
 * Where to go after signing in: back to the page that asked for it, else home. Only same-site paths. The
 * page comes in the router state, or in the `returnTo` query when the server sent the reader here (Google).
 */
export function useReturnPath(): string {
  const location = useLocation();
  const { from } = stateOf(location.state);
  if (isSafeReturnPath(from)) return from;
  const returnTo = new URLSearchParams(location.search).get(authCallbackQuery.returnTo);
  return isSafeReturnPath(returnTo) ? returnTo : '/';
}

/** The action a gate stopped (a like), carried to /login, /register and back to the page that does it. */
export function useReturnIntent(): ReturnIntent | undefined {
  const { intent } = stateOf(useLocation().state);
  return intent?.kind === 'like' && typeof intent.techniqueId === 'string' ? intent : undefined;
}

/** The user is on /login because their session ended while they were using the app. */
export const useSessionEnded = (): boolean =>
  stateOf(useLocation().state).sessionEnded === true || sessionEndedNotice.isMarked();
