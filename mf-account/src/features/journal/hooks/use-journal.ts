import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { showToast } from '@steady/bus';
import type { JournalEntry, JournalEntryRequest } from '@steady/contracts';
import { useBadgeNotice, useResource, useSavedOfflineNotice } from '@steady/app-frame';
import {
  createJournalEntry,
  deleteJournalEntry,
  fetchJournal,
  replaceJournalEntry,
  type JournalFilter,
} from '../api/journal-api';

export type JournalView =
  | { status: 'loading' }
  | { status: 'locked' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; entries: JournalEntry[]; hasMore: boolean; writable: boolean };

/** The free plan's answer: the page shows what the journal is and the way to Premium instead. */
const isPremiumRequired = (error: unknown) => isApiError(error) && error.reason === 'premium_required';

/** Loads `pages` pages of the filtered journal, newest first. */
async function loadPages(filter: JournalFilter, pages: number, signal: AbortSignal) {
  const entries: JournalEntry[] = [];
  let answer = await fetchJournal(filter, 0, signal);
  entries.push(...answer.entries);
  for (let page = 1; page < pages && answer.hasMore; page += 1) {
    answer = await fetchJournal(filter, entries.length, signal);
    entries.push(...answer.entries);
  }
  return { entries, hasMore: answer.hasMore, writable: answer.writable };
}

/** The journal page's data: the filtered list, more pages on request, and writes that reload it. */
export function useJournal() {
  const intl = useIntl();
  const announceBadges = useBadgeNotice();
  const announceSavedOffline = useSavedOfflineNotice();
  const [filter, setFilter] = useState<JournalFilter>({ q: '', state: '' });
  const [pages, setPages] = useState(1);
  const [version, setVersion] = useState(0);
  const loaded = useResource(`${JSON.stringify(filter)}:${pages}:${version}`, (signal) =>
    loadPages(filter, pages, signal),
  );

  const view: JournalView =
    loaded.status === 'ready'
      ? { status: 'ready', ...loaded.data }
      : loaded.status === 'failed'
        ? isPremiumRequired(loaded.error)
          ? { status: 'locked' }
          : { status: 'failed', error: loaded.error }
        : { status: 'loading' };

  const reload = () => setVersion((count) => count + 1);

  /** Creates (no id) or replaces an entry; rejects with the API error so the form can say what failed. */
  const save = async (entry: JournalEntryRequest, id?: string) => {
    const outcome = id === undefined ? await createJournalEntry(entry) : await replaceJournalEntry(id, entry);
    // Offline the list cannot be read again: the entry shows once it has reached the server.
    if (outcome.status === 'savedOffline') {
      announceSavedOffline();
      return;
    }
    showToast(intl.formatMessage({ id: 'journal.saved' }), 'success');
    announceBadges(outcome.answer.badgesEarned);
    reload();
  };

  const remove = async (id: string) => {
    const outcome = await deleteJournalEntry(id);
    if (outcome.status === 'savedOffline') {
      announceSavedOffline();
      return;
    }
    showToast(intl.formatMessage({ id: 'journal.deleted' }), 'success');
    reload();
  };

  return {
    view,
    filter,
    retry: loaded.retry,
    applyFilter: (next: JournalFilter) => {
      setPages(1);
      setFilter(next);
    },
    showMore: () => setPages((count) => count + 1),
    save,
    remove,
  };
}
