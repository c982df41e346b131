import { useEffect, useRef, useState } from 'react';
import { useBadgeNotice, useSavedOfflineNotice } from '@steady/app-frame';
import { userStateChannel } from '@steady/user-state';
import { saveCheckIn, type CheckInTarget } from '../api/check-in-api';
import { checkInRequest, type CheckInFields } from '../model/check-in-entry';

/** Where the run is: not started (ask "before"), under way (ask nothing), finished (ask "after"). */
export type RunStage = 'ready' | 'running' | 'finished';

interface CheckIn {
  readonly before: number | null;
  readonly after: number | null;
  readonly saving: boolean;
  readonly error: unknown;
  readonly answer: (feeling: number) => void;
}

/**
 * The optional one-tap "how do you feel, 1–5" before and after one run of a technique, saved as one journal
 * check-in. A new run (back to ready after finishing) starts a new check-in. Offline, the answers are kept
 * on this device and sent when the connection is back.
 */
export function useCheckIn(techniqueId: string, stage: RunStage): CheckIn {
  const announceBadges = useBadgeNotice();
  const announceSavedOffline = useSavedOfflineNotice();
  const [entry, setEntry] = useState<{ fields: CheckInFields; target: CheckInTarget } | null>(null);
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
    const request = checkInRequest(entry?.fields ?? null, {
      techniqueId,
      mood: userStateChannel.get().currentMood,
      when: stage === 'ready' ? 'before' : 'after',
      feeling,
      now: new Date(),
    });
    const target = entry?.target ?? { kind: 'new' };
    setSaving(true);
    setError(null);
    saveCheckIn(target, request).then(
      (outcome) => {
        if (outcome.status === 'sent') {
          const saved = outcome.answer.entry;
          setEntry({ fields: saved, target: { kind: 'saved', id: saved.id } });
          announceBadges(outcome.answer.badgesEarned);
        } else {
          // A later answer updates the kept entry: it follows the first write of this check-in.
          setEntry({
            fields: request,
            target: target.kind === 'new' ? { kind: 'kept', key: outcome.key } : target,
          });
          announceSavedOffline();
        }
        setSaving(false);
      },
      (failure: unknown) => {
        setError(failure);
        setSaving(false);
      },
    );
  };

  return {
    before: entry?.fields.feelingBefore ?? null,
    after: entry?.fields.feelingAfter ?? null,
    saving,
    error,
    answer,
  };
}
