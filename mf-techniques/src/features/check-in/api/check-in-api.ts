import { apiRequest, readerTimeZone } from '@steady/api-client';
import {
  journalWriteResponseSchema,
  type JournalEntryRequest,
  type JournalWriteResponse,
} from '@steady/contracts';

/** Saves a check-in into the journal: a new entry, or the same entry again with the second answer. */
export function saveCheckIn(
  entryId: string | null,
  request: JournalEntryRequest,
): Promise<JournalWriteResponse> {
  const timeZone = readerTimeZone();
  const body = timeZone ? { ...request, timeZone } : request;
  return entryId === null
    ? apiRequest('/journal', { method: 'POST', body, schema: journalWriteResponseSchema })
    : apiRequest(`/journal/${encodeURIComponent(entryId)}`, {
        method: 'PUT',
        body,
        schema: journalWriteResponseSchema,
      });
}
