import { apiRequest, readerTimeZone } from '@steady/api-client';
import {
  journalListResponseSchema,
  journalWriteResponseSchema,
  type JournalEntryRequest,
  type JournalListResponse,
  type JournalState,
  type JournalWriteResponse,
} from '@steady/contracts';

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

export const createJournalEntry = (entry: JournalEntryRequest): Promise<JournalWriteResponse> =>
  apiRequest('/journal', { method: 'POST', body: withTimeZone(entry), schema: journalWriteResponseSchema });

export const replaceJournalEntry = (id: string, entry: JournalEntryRequest): Promise<JournalWriteResponse> =>
  apiRequest(`/journal/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: withTimeZone(entry),
    schema: journalWriteResponseSchema,
  });

export const deleteJournalEntry = (id: string): Promise<void> =>
  apiRequest(`/journal/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined);
