import { useCallback, useEffect, useState } from 'react';
import type { Effectiveness, HistoryRecord } from '@steady/contracts';
import { useBadgeNotice, useSavedOfflineNotice } from '@steady/ui';
import { fetchHistory, rateHistoryRecord } from '../api/history-api';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'ready'; records: HistoryRecord[] }
  | { status: 'failed'; error: unknown };

/** The signed-in user's history, newest first as the server sends it, with a retry and a way to rate a record. */
export function useHistory() {
  const announceBadges = useBadgeNotice();
  const announceSavedOffline = useSavedOfflineNotice();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchHistory().then(
      (records) => current && setState({ status: 'ready', records }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /**
   * Saves the rating, then shows the record as the server stored it and any badge the rating earned;
   * rejects when it could not be saved.
   */
  const rate = useCallback(
    async (id: string, effectiveness: Effectiveness) => {
      const outcome = await rateHistoryRecord(id, effectiveness);
      if (outcome.status === 'sent') announceBadges(outcome.answer.badgesEarned);
      else announceSavedOffline();
      const rated = (record: HistoryRecord): HistoryRecord => {
        if (record.id !== id) return record;
        if (outcome.status === 'savedOffline') return { ...record, effectiveness };
        const { badgesEarned: _announced, ...saved } = outcome.answer;
        return saved;
      };
      setState((previous) =>
        previous.status === 'ready' ? { ...previous, records: previous.records.map(rated) } : previous,
      );
    },
    [announceBadges, announceSavedOffline],
  );

  return { state, retry, rate };
}
