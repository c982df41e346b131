import { useCallback } from 'react';
import type { Effectiveness, HistoryRecord } from '@steady/contracts';
import { useBadgeNotice, useResource, useSavedOfflineNotice } from '@steady/app-frame';
import { fetchHistory, rateHistoryRecord } from '../api/history-api';

/** The signed-in user's history, newest first as the server sends it, with a retry and a way to rate a record. */
export function useHistory() {
  const announceBadges = useBadgeNotice();
  const announceSavedOffline = useSavedOfflineNotice();
  const history = useResource('history', fetchHistory);
  const { update } = history;

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
      update((records) => records.map(rated));
    },
    [announceBadges, announceSavedOffline, update],
  );

  return { history, rate };
}
