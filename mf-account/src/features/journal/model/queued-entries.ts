import type { QueuedWrite } from '@steady/api-client';
import { journalEntryRequestSchema, type JournalEntry } from '@steady/contracts';

/**
 * An entry of the list. `waitingToSync`: written offline (`newEntry`, it has no id on the server yet, so
 * it cannot be edited until it is sent) or edited offline (`edit`); null once the server has it.
 */
export type JournalListEntry = JournalEntry & { waitingToSync: 'newEntry' | 'edit' | null };

const entryPath = /^\/journal\/([^/?]+)$/;

/** Whether a kept write is one of the journal's: a new entry, an edit or a deletion. */
export const isJournalWrite = (write: QueuedWrite) => write.path === '/journal' || entryPath.test(write.path);

/**
 * The journal as the reader left it: the server's entries with the journal writes still kept on this
 * device applied, newest new entries first, each marked as waiting to sync. Once a write is sent it leaves
 * the queue and the server's list has it, so an entry never shows twice.
 */
export function withQueuedWrites(entries: JournalEntry[], writes: QueuedWrite[]): JournalListEntry[] {
  const created: JournalListEntry[] = [];
  const replaced = new Map<string, JournalListEntry>();
  const deleted = new Set<string>();
  for (const write of writes) {
    const id = entryPath.exec(write.path)?.[1];
    const entryId = id === undefined ? `queued-${write.key}` : decodeURIComponent(id);
    if (write.method === 'DELETE' && id !== undefined) {
      deleted.add(entryId);
      continue;
    }
    const request = journalEntryRequestSchema.safeParse(write.body);
    if (!request.success) continue;
    const { timeZone: _timeZone, ...fields } = request.data;
    const entry = { ...fields, id: entryId, createdAt: write.queuedAt, updatedAt: write.queuedAt };
    if (write.method === 'POST' && id === undefined) created.unshift({ ...entry, waitingToSync: 'newEntry' });
    if (write.method === 'PUT' && id !== undefined)
      replaced.set(entryId, { ...entry, waitingToSync: 'edit' });
  }
  return [
    ...created,
    ...entries
      .filter((entry) => !deleted.has(entry.id))
      .map((entry) => {
        const edited = replaced.get(entry.id);
        return edited ? { ...edited, createdAt: entry.createdAt } : { ...entry, waitingToSync: null };
      }),
  ];
}
