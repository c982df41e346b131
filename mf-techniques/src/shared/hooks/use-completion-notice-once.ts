import { useEffect } from 'react';
import { useCompletionNotice } from '@steady/app-frame';
import type { CompletionOutcome } from '../session/run-completion';
import type { AnyToolSession } from '../session/tool-session';
import { useEffectEvent } from './use-effect-event';

/**
 * Shows spec §4's completion notice for a run the session saved, once, from whichever view or running
 * bar sees it first.
 */
export function useCompletionNoticeOnce(
  session: AnyToolSession,
  outcome: CompletionOutcome | null,
  name: string,
): void {
  const showNotice = useCompletionNotice();
  const announce = useEffectEvent(() => {
    const result = session.takeCompletionNotice();
    if (result !== null) showNotice(result, name);
  });
  useEffect(() => {
    if (outcome?.status === 'saved') announce();
  }, [outcome]);
}
