import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, onQueuedWriteSent, type QueuedWrite } from '@steady/api-client';
import { showToast } from '@steady/bus';
import type { JournalEntry, JournalEntryRequest } from '@steady/contracts';
import { useBadgeNotice, useResource, useSavedOfflineNotice } from '@steady/app-frame';
import {
  createJournalEntry,
  deleteJournalEntry,
  fetchJournal,
  fetchQueuedJournalWrites,
  replaceJournalEntry,
  type JournalFilter,
} from '../api/journal-api';
import { isJournalWrite, withQueuedWrites, type JournalListEntry } from '../model/queued-entries';

type JournalView =
  | { status: 'loading' }
  | { status: 'locked' }
  /** `waiting`: what was written offline still shows while the list cannot be read. */
  | { status: 'failed'; error: unknown; waiting: JournalListEntry[] }
  | { status: 'ready'; entries: JournalListEntry[]; hasMore: boolean; writable: boolean };

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

/**
 * Journal writes kept on this device, read again after each offline write (`version`) and whenever one is
 * sent (the list reloads then too, so the sent entry is replaced by the server's, never shown twice).
 */
function useQueuedJournalWrites(version: number, onSent: () => void): QueuedWrite[] {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  const [sentCount, setSentCount] = useState(0);
  useEffect(() => {
    let current = true;
    fetchQueuedJournalWrites().then(
      (kept) => {
        if (current) setWrites(kept);
      },
      (error: unknown) =>
        console.error('[steady] journal entries saved on this device could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [version, sentCount]);
  useEffect(
    () =>
      onQueuedWriteSent((write) => {
        if (!isJournalWrite(write)) return;
        setSentCount((count) => count + 1);
        onSent();
      }),
    [onSent],
  );
  return writes;
}

/** The journal page's data: the filtered list, more pages on request, and writes that reload it. */
export function useJournal() {
  const intl = useIntl();
  const announceBadges = useBadgeNotice();
  const announceSavedOffline = useSavedOfflineNotice();
  const [filter, setFilter] = useState<JournalFilter>({ q: '', state: '' });
  const [pages, setPages] = useState(1);
  const [version, setVersion] = useState(0);
  const [queueVersion, setQueueVersion] = useState(0);
  const loaded = useResource(`${JSON.stringify(filter)}:${pages}:${version}`, (signal) =>
    loadPages(filter, pages, signal),
  );
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const queued = useQueuedJournalWrites(queueVersion, reload);
  // A search is the server's: entries it has not seen yet show on the unfiltered list only.
  const shownQueued = filter.q === '' && filter.state === '' ? queued : [];

  const view: JournalView =
    loaded.status === 'ready'
      ? { status: 'ready', ...loaded.data, entries: withQueuedWrites(loaded.data.entries, shownQueued) }
      : loaded.status === 'failed'
        ? isPremiumRequired(loaded.error)
          ? { status: 'locked' }
          : { status: 'failed', error: loaded.error, waiting: withQueuedWrites([], shownQueued) }
        : { status: 'loading' };

  const keptOnDevice = () => {
    announceSavedOffline();
    setQueueVersion((count) => count + 1);
  };

  /** Creates (no id) or replaces an entry; rejects with the API error so the form can say what failed. */
  const save = async (entry: JournalEntryRequest, id?: string) => {
    const outcome = id === undefined ? await createJournalEntry(entry) : await replaceJournalEntry(id, entry);
    // Offline the list cannot be read again: the entry shows from the device, waiting to sync.
    if (outcome.status === 'savedOffline') {
      keptOnDevice();
      return;
    }
    showToast(intl.formatMessage({ id: 'journal.saved' }), 'success');
    // Beside the crisis help a "very bad" entry brings, a celebration would jar: the badge is kept unannounced.
    if (entry.state !== 'veryBad') announceBadges(outcome.answer.badgesEarned);
    reload();
  };

  const remove = async (id: string) => {
    const outcome = await deleteJournalEntry(id);
    if (outcome.status === 'savedOffline') {
      keptOnDevice();
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
