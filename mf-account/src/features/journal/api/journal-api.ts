import { apiRequest, apiWrite, queuedWrites, readerTimeZone, type WriteOutcome } from '@steady/api-client';
import {
  journalListResponseSchema,
  journalWriteResponseSchema,
  type JournalEntryRequest,
  type JournalListResponse,
  type JournalState,
  type JournalWriteResponse,
} from '@steady/contracts';
import { isJournalWrite } from '../model/queued-entries';

export interface JournalFilter {
  q: string;
  state: JournalState | '';
}

/** One page of the journal, newest first. */
export function fetchJournal(
  filter: JournalFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<JournalListResponse> {
  const query = new URLSearchParams({ offset: String(offset) });
  if (filter.q.trim() !== '') query.set('q', filter.q.trim());
  if (filter.state !== '') query.set('state', filter.state);
  return apiRequest(`/journal?${query}`, { schema: journalListResponseSchema, signal });
}

const withTimeZone = (entry: JournalEntryRequest): JournalEntryRequest => {
  const timeZone = readerTimeZone();
  return timeZone ? { ...entry, timeZone } : entry;
};

// Writes are kept on the device when offline and sent once the connection returns.
export const createJournalEntry = (entry: JournalEntryRequest): Promise<WriteOutcome<JournalWriteResponse>> =>
  apiWrite('/journal', { method: 'POST', body: withTimeZone(entry), schema: journalWriteResponseSchema });

export const replaceJournalEntry = (
  id: string,
  entry: JournalEntryRequest,
): Promise<WriteOutcome<JournalWriteResponse>> =>
  apiWrite(`/journal/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: withTimeZone(entry),
    schema: journalWriteResponseSchema,
  });

export const deleteJournalEntry = (id: string): Promise<WriteOutcome<unknown>> =>
  apiWrite(`/journal/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Journal writes made offline and still kept on this device, oldest first. */
export const fetchQueuedJournalWrites = async () => (await queuedWrites()).filter(isJournalWrite);
