import { apiWrite, apiWriteAfter, readerTimeZone, type WriteOutcome } from '@steady/api-client';
import {
  journalWriteResponseSchema,
  type JournalEntryRequest,
  type JournalWriteResponse,
} from '@steady/contracts';

/** Where the check-in's entry is: not written yet, saved under an id, or kept offline under a write key. */
export type CheckInTarget =
  | { readonly kind: 'new' }
  | { readonly kind: 'saved'; readonly id: string }
  | { readonly kind: 'kept'; readonly key: string };

/**
 * Saves a check-in into the journal, like every other journal write: sent now, or kept on this device
 * while offline and sent once, in order, when the connection is back. The second answer of a check-in
 * whose first is still kept follows that write and fills in the id its answer brings.
 */
export function saveCheckIn(
  target: CheckInTarget,
  request: JournalEntryRequest,
): Promise<WriteOutcome<JournalWriteResponse>> {
  const timeZone = readerTimeZone();
  const body = timeZone ? { ...request, timeZone } : request;
  const options = { body, schema: journalWriteResponseSchema };
  switch (target.kind) {
    case 'new':
      return apiWrite('/journal', { method: 'POST', ...options });
    case 'saved':
      return apiWrite(`/journal/${encodeURIComponent(target.id)}`, { method: 'PUT', ...options });
    case 'kept':
      return apiWriteAfter(target.key, '/journal/{entry.id}', { method: 'PUT', ...options });
  }
}
