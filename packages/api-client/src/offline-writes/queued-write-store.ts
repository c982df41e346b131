import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as z from 'zod/mini';

/** A write kept on this device until the server has it; `key` is the Idempotency-Key made when the user acted. */
export const queuedWriteSchema = z.object({
  key: z.string(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  body: z.optional(z.unknown()),
  /** The account it belongs to: it is sent only while that user is signed in. */
  userId: z.string(),
  queuedAt: z.string(),
});
export type QueuedWrite = z.infer<typeof queuedWriteSchema>;

export interface StoredWrite {
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
