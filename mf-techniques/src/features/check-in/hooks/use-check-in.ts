import { useEffect, useRef, useState } from 'react';
import type { JournalEntry } from '@steady/contracts';
import { useBadgeNotice } from '@steady/app-frame';
import { userStateChannel } from '@steady/user-state';
import { saveCheckIn } from '../api/check-in-api';
import { checkInRequest } from '../model/check-in-entry';

/** Where the run is: not started (ask "before"), under way (ask nothing), finished (ask "after"). */
export type RunStage = 'ready' | 'running' | 'finished';

export interface CheckIn {
  readonly before: number | null;
  readonly after: number | null;
  readonly saving: boolean;
  readonly error: unknown;
  readonly answer: (feeling: number) => void;
}

/**
 * The optional one-tap "how do you feel, 1–5" before and after one run of a technique, saved as one journal
 * check-in. A new run (back to ready after finishing) starts a new check-in.
 */
export function useCheckIn(techniqueId: string, stage: RunStage): CheckIn {
  const announceBadges = useBadgeNotice();
  const [entry, setEntry] = useState<JournalEntry | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const previousStage = useRef(stage);

  useEffect(() => {
    if (previousStage.current === 'finished' && stage === 'ready') {
      setEntry(null);
      setError(null);
    }
    previousStage.current = stage;
  }, [stage]);

  const answer = (feeling: number) => {
    if (stage === 'running' || saving) return;
    const request = checkInRequest(entry, {
      techniqueId,
      mood: userStateChannel.get().currentMood,
      when: stage === 'ready' ? 'before' : 'after',
      feeling,
      now: new Date(),
    });
    setSaving(true);
    setError(null);
    saveCheckIn(entry?.id ?? null, request).then(
      (saved) => {
        setEntry(saved.entry);
        setSaving(false);
        announceBadges(saved.badgesEarned);
      },
      (failure: unknown) => {
        setError(failure);
        setSaving(false);
      },
    );
  };

  return {
    before: entry?.feelingBefore ?? null,
    after: entry?.feelingAfter ?? null,
    saving,
    error,
    answer,
  };
}
