import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useCompletionNotice, useErrorMessage } from '@steady/ui';
import { recordTechniqueCompletion } from '@steady/user-state';

export type CompletionStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface Completion {
  /** The technique this run completes (the check-in around it is saved for it). */
  readonly techniqueId: string;
  readonly status: CompletionStatus;
  /** What went wrong, in the user's language; null unless saving failed. */
  readonly errorMessage: string | null;
  /** Tries saving the same completion again; only offered after a failure. */
  readonly retry: (() => void) | null;
}

interface CompletionOptions {
  /** The machine's completion stamp: null until this run completes, cleared by reset and restart. */
  readonly completedAtMs: number | null;
  readonly techniqueId: string;
  readonly xp: number;
  /** The technique's name in the completion notice. */
  readonly name: string;
}

interface SaveOutcome {
  /** The run (its completion stamp) this outcome belongs to. */
  readonly completedAtMs: number;
  readonly status: Exclude<CompletionStatus, 'idle'>;
  readonly errorMessage: string | null;
}

/**
 * Records a finished technique (XP, history) exactly once per run, then shows spec §4's notice. A
 * completion already present at mount happened on an earlier page (a restored session) and was recorded
 * there, so it is not recorded again. A failed save leaves the XP ungranted and offers a retry.
 */
export function useCompletion({ completedAtMs, techniqueId, xp, name }: CompletionOptions): Completion {
  const showNotice = useCompletionNotice();
  const describeError = useErrorMessage();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const recordedRun = useRef<number | null>(completedAtMs);

  const save = (run: number) => {
    setOutcome({ completedAtMs: run, status: 'saving', errorMessage: null });
    recordTechniqueCompletion(techniqueId, xp).then(
      (result) => {
        setOutcome({ completedAtMs: run, status: 'saved', errorMessage: null });
        showNotice(result, name);
      },
      (error: unknown) => {
        setOutcome({ completedAtMs: run, status: 'failed', errorMessage: describeError(error) });
      },
    );
  };
  const saveNewCompletion = useEffectEvent(save);

  useEffect(() => {
    if (completedAtMs === null) {
      recordedRun.current = null;
      return;
    }
    // The ref outlives StrictMode's effect replay, so a replayed effect does not record twice.
    if (recordedRun.current === completedAtMs) return;
    recordedRun.current = completedAtMs;
    saveNewCompletion(completedAtMs);
  }, [completedAtMs]);

  const current = outcome !== null && outcome.completedAtMs === completedAtMs ? outcome : null;
  if (current === null) return { techniqueId, status: 'idle', errorMessage: null, retry: null };
  return {
    techniqueId,
    status: current.status,
    errorMessage: current.errorMessage,
    retry: current.status === 'failed' ? () => save(current.completedAtMs) : null,
  };
}
