import { useRef, useState } from 'react';
import type { TechniqueEntry } from '@steady/contracts';
import { useCompletionNotice } from '@steady/app-frame';
import { prepareErrorReasonTexts, useErrorMessage } from '@steady/ui';
import { recordTechniqueCompletion } from '@steady/user-state';

export type CompletionStatus = 'idle' | 'saving' | 'done' | 'failed';

/**
 * "Mark as done" for a text technique: records the completion once (a double click or a second press
 * earns nothing more), then shows spec §4's notice; a failure shows its text and may be retried.
 */
export function useTechniqueCompletion(technique: Pick<TechniqueEntry, 'id' | 'name' | 'xpAmount'>) {
  const showNotice = useCompletionNotice();
  const errorMessage = useErrorMessage();
  const [status, setStatus] = useState<CompletionStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  // State updates land after a render; the ref closes the gap between two quick presses.
  const recording = useRef(false);

  async function complete() {
    if (recording.current || status === 'done') return;
    recording.current = true;
    setStatus('saving');
    setError(null);
    try {
      const result = await recordTechniqueCompletion(technique.id, technique.xpAmount);
      setStatus('done');
      showNotice(result, technique.name);
    } catch (failure) {
      recording.current = false;
      await prepareErrorReasonTexts();
      setError(errorMessage(failure));
      setStatus('failed');
    }
  }

  return { status, error, complete };
}
