import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as z from 'zod/mini';

/** A write kept on this device until the server has it; `key` is the Idempotency-Key made when the user acted. */
const queuedWriteSchema = z.object({
  key: z.string(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  body: z.optional(z.unknown()),
  /** The account it belongs to: it is sent only while that user is signed in. */
  userId: z.string(),
  queuedAt: z.string(),
  /**
   * The key of an earlier kept write whose answer fills the `{field}` placeholders of `path` (a rating of
   * a completion the server has not seen yet): it waits for that write and is sent after it.
   */
  after: z.optional(z.string()),
});
export type QueuedWrite = z.infer<typeof queuedWriteSchema>;

interface StoredWrite {
  /** Auto-incremented, so reading the store in key order is the order the user acted in. */
  id: number;
  write: QueuedWrite;
}

interface OfflineWritesDatabase extends DBSchema {
  writes: { key: number; value: unknown };
}

const databaseName = 'steady-offline-writes';
const storeName = 'writes';

let opened: Promise<IDBPDatabase<OfflineWritesDatabase>> | null = null;

function database(): Promise<IDBPDatabase<OfflineWritesDatabase>> {
  opened ??= openDB<OfflineWritesDatabase>(databaseName, 1, {
    upgrade(db) {
      db.createObjectStore(storeName, { autoIncrement: true });
    },
  });
  return opened;
}

/** Kept in IndexedDB: it outlives the tab, so nothing is lost when the page is closed before it is sent. */
export async function keepWrite(write: QueuedWrite): Promise<void> {
  await (await database()).add(storeName, write);
}

/**
 * Keeps a write that waits for the earlier write `write.after`, in one transaction with the look for it,
 * so it can never land after that write was sent. False when the earlier write is no longer kept.
 */
export async function keepWriteAfter(write: QueuedWrite & { after: string }): Promise<boolean> {
  const transaction = (await database()).transaction(storeName, 'readwrite');
  const kept = await transaction.store.getAll();
  const earlierIsKept = kept.some((value) => queuedWriteSchema.safeParse(value).data?.key === write.after);
  if (earlierIsKept) await transaction.store.add(write);
  await transaction.done;
  return earlierIsKept;
}

/** Every kept write, oldest first; a record that is not a write could never be sent and is left out. */
export async function keptWrites(): Promise<StoredWrite[]> {
  const transaction = (await database()).transaction(storeName);
  const [ids, values] = await Promise.all([
    transaction.store.getAllKeys(),
    transaction.store.getAll(),
    transaction.done,
  ]);
  return ids.flatMap((id, index) => {
    const parsed = queuedWriteSchema.safeParse(values[index]);
    return parsed.success ? [{ id, write: parsed.data }] : [];
  });
}

export async function forgetWrite(id: number): Promise<void> {
  await (await database()).delete(storeName, id);
}

/**
 * The server took the write `id`: it is forgotten and, in the same transaction, the writes waiting for it
 * get their path from its answer (`completePath`; null when the answer cannot give it, and then the
 * waiting write is forgotten too and returned). A closed tab in between can never leave a waiting write
 * without the path it needs.
 */
export async function settleWrite(
  id: number,
  completePath: (path: string) => string | null,
): Promise<QueuedWrite[]> {
  const transaction = (await database()).transaction(storeName, 'readwrite');
  const sent = queuedWriteSchema.safeParse(await transaction.store.get(id)).data;
  await transaction.store.delete(id);
  const unusable: QueuedWrite[] = [];
  let cursor = await transaction.store.openCursor();
  while (cursor) {
    const waiting = queuedWriteSchema.safeParse(cursor.value).data;
    if (sent !== undefined && waiting?.after === sent.key) {
      const { after: _sentNow, ...write } = waiting;
      const path = completePath(write.path);
      if (path === null) {
        unusable.push(waiting);
        await cursor.delete();
      } else {
        await cursor.update({ ...write, path });
      }
    }
    cursor = await cursor.continue();
  }
  await transaction.done;
  return unusable;
}
