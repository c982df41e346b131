import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ReturnState } from '@steady/contracts';

/** The /login link of a guest's like: back to this page, with the like to finish once signed in. */
export function useLikeReturnState(techniqueId: string): ReturnState {
  const { pathname, search } = useLocation();
  return { from: `${pathname}${search}`, intent: { kind: 'like', techniqueId } };
}

/**
 * Finishes the like a guest tapped before signing in: when the page comes back with that intent and
 * the button is ready, the technique is liked (not toggled off if it already was). The intent is then
 * dropped from the history entry, so going back or reloading does not repeat it.
 */
export function useLikeIntent(
  techniqueId: string,
  state: { ready: boolean; signedIn: boolean; liked: boolean },
  like: () => Promise<void>,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  const intent = (location.state as ReturnState | null)?.intent;
  const wanted = intent?.kind === 'like' && intent.techniqueId === techniqueId;

  useEffect(() => {
    if (!wanted || done.current || !state.ready || !state.signedIn) return;
    done.current = true;
    void (async () => {
      if (!state.liked) await like();
      void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    })();
  }, [wanted, state.ready, state.signedIn, state.liked, like, navigate, location]);
}
