import type * as z from 'zod/mini';
import { authChannel } from '@steady/bus';
import { isApiError, type ApiError } from '../api-error';
import { apiRequest } from '../client';
import type { QueuedWrite } from './queued-write-store';

/** The IndexedDB store (and `idb`) load when a write is first kept or read: a first load does not carry them. */
const writeStore = () => import('./queued-write-store');

export type { QueuedWrite } from './queued-write-store';

export interface WriteOptions<Schema extends z.ZodMiniType> {
  method: QueuedWrite['method'];
  body?: unknown;
  schema?: Schema;
}

/**
 * Sent: the server's answer. Saved offline: kept on this device under its Idempotency-Key `key`, sent once
 * the connection is back.
 */
export type WriteOutcome<Answer> =
  { status: 'sent'; answer: Answer } | { status: 'savedOffline'; key: string };

type SentListener = (write: QueuedWrite, answer: unknown) => void;
const sentListeners = new Set<SentListener>();

/** Told about every kept write the server took later, e.g. to show the progress a completion earned. */
export function onQueuedWriteSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const signedInUserId = () => {
  const { isAuthenticated, user } = authChannel.get();
  return isAuthenticated ? (user?.id ?? null) : null;
};

/** The write as the device keeps it, queued now. */
function queuedWrite(
  userId: string,
  path: string,
  options: Pick<WriteOptions<z.ZodMiniType>, 'method' | 'body'>,
  key: string,
): QueuedWrite {
  return {
    key,
    method: options.method,
    path,
    ...(options.body === undefined ? {} : { body: options.body }),
    userId,
    queuedAt: new Date().toISOString(),
  };
}

/** Keeps a write for `userId` without trying to send it now (e.g. one an older version kept elsewhere). */
export async function keepWriteForLater(
  userId: string,
  path: string,
  options: Pick<WriteOptions<z.ZodMiniType>, 'method' | 'body'>,
  key: string = crypto.randomUUID(),
): Promise<void> {
  const { keepWrite } = await writeStore();
  return keepWrite(queuedWrite(userId, path, options, key));
}

/**
 * A write the user made that must reach the server exactly once: completions, likes, ratings, journal
 * entries. It carries an Idempotency-Key made now, so however often it is sent it applies once. Offline
 * (or when the request cannot reach the server) it is kept in IndexedDB and sent later in order; when the
 * session ended (401) it is kept for that user's next sign-in and the error still rejects, so the page
 * says why. Any other refusal rejects as `apiRequest` does.
 */
export async function apiWrite<Schema extends z.ZodMiniType = z.ZodMiniUnknown>(
  path: string,
  options: WriteOptions<Schema>,
): Promise<WriteOutcome<z.infer<Schema>>> {
  const userId = signedInUserId();
  const key = crypto.randomUUID();
  const keep = (owner: string) => keepWriteForLater(owner, path, options, key);
  if (userId !== null && isOffline()) {
    await keep(userId);
    return { status: 'savedOffline', key };
  }
  try {
    const answer = await apiRequest(path, { ...options, idempotencyKey: key });
    return { status: 'sent', answer };
  } catch (error) {
    if (userId === null || !isApiError(error)) throw error;
    if (error.code === 'network_error') {
      await keep(userId);
      return { status: 'savedOffline', key };
    }
    if (error.status === 401) await keep(userId);
    throw error;
  }
}

/** Answers of kept writes sent from this page, by key, for a write made after its earlier one was sent. */
const answersOfSentWrites = new Map<string, unknown>();

/**
 * `path` with each `{field}` (or nested `{entry.id}`) replaced by that field of `answer`; null when the
 * answer has no such field.
 */
function pathFromAnswer(path: string, answer: unknown): string | null {
  let complete = true;
  const filled = path.replace(/\{([\w.]+)\}/g, (_placeholder, fieldPath: string) => {
    const value = fieldPath
      .split('.')
      .reduce<unknown>(
        (found, field) =>
          typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[field] : undefined,
        answer,
      );
    if (typeof value === 'string' || typeof value === 'number') return encodeURIComponent(value);
    complete = false;
    return '';
  });
  return complete ? filled : null;
}

/**
 * A write about something an earlier write creates, made while that earlier write (key `earlierKey`) may
 * still be kept on this device: e.g. rating a completion saved offline, whose history sitting has no id
 * yet. `path` names the fields of the earlier write's answer it needs, as `/user/history/{historyRecordId}`.
 * While the earlier write is kept this one is kept right after it, and sent once that answer fills its
 * path (each exactly once, surviving a closed tab); if it was sent meanwhile, this one goes out now as
 * `apiWrite`. Rejects when the earlier write is neither kept nor known (it was refused and dropped).
 */
export async function apiWriteAfter<Schema extends z.ZodMiniType = z.ZodMiniUnknown>(
  earlierKey: string,
  path: string,
  options: WriteOptions<Schema>,
): Promise<WriteOutcome<z.infer<Schema>>> {
  const userId = signedInUserId();
  if (userId !== null) {
    const key = crypto.randomUUID();
    const waiting = { ...queuedWrite(userId, path, options, key), after: earlierKey };
    const { keepWriteAfter } = await writeStore();
    if (await keepWriteAfter(waiting)) {
      void sendQueuedWrites().catch((error: unknown) =>
        console.error('[steady] writes saved on this device could not be sent', error),
      );
      return { status: 'savedOffline', key };
    }
  }
  const sentPath = answersOfSentWrites.has(earlierKey)
    ? pathFromAnswer(path, answersOfSentWrites.get(earlierKey))
    : null;
  if (sentPath === null) throw new Error(`The write ${path} follows a write that never reached the server`);
  return apiWrite(sentPath, options);
}

/** The signed-in user's writes still kept on this device, oldest first: a page shows them as waiting to sync. */
export async function queuedWrites(): Promise<QueuedWrite[]> {
  const userId = signedInUserId();
  if (userId === null || typeof indexedDB === 'undefined') return [];
  const { keptWrites } = await writeStore();
  return (await keptWrites()).flatMap(({ write }) => (write.userId === userId ? [write] : []));
}

/** Answers after which a kept write is tried again later rather than dropped. */
const isWorthRetrying = (error: ApiError) =>
  error.code === 'network_error' ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.reason === 'idempotent_request_in_progress' ||
  error.status >= 500;

let replaying: Promise<void> | null = null;

const warnDropped = (write: QueuedWrite, why: string) =>
  console.warn(`[steady] a write saved on this device was dropped: ${write.method} ${write.path} → ${why}`);

/** The signed-in user's oldest kept write, read again each time: a send may have completed later ones. */
async function nextWrite() {
  const { keptWrites } = await writeStore();
  // Another account's writes wait until its owner signs in on this device again.
  return (await keptWrites()).find(({ write }) => write.userId === signedInUserId());
}

async function sendKeptWrites(): Promise<void> {
  const { forgetWrite, settleWrite } = await writeStore();
  for (let next = await nextWrite(); next !== undefined; next = await nextWrite()) {
    const { id, write } = next;
    // Still waiting when its turn comes: the write it follows was refused, so it has nothing to apply to.
    if (write.after !== undefined) {
      await forgetWrite(id);
      warnDropped(write, 'the write it follows was dropped');
      continue;
    }
    try {
      const answer = await apiRequest(write.path, {
        method: write.method,
        body: write.body,
        idempotencyKey: write.key,
      });
      answersOfSentWrites.set(write.key, answer);
      const unusable = await settleWrite(id, (path) => pathFromAnswer(path, answer));
      unusable.forEach((waiting) => warnDropped(waiting, 'the answer it waited for lacks its path'));
      sentListeners.forEach((listener) => listener(write, answer));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Still offline, signed out or the server is struggling: the rest waits too, keeping their order.
      if (isWorthRetrying(error)) return;
      await forgetWrite(id);
      warnDropped(write, `${error.status} ${error.reason ?? error.code}`);
    }
  }
}

/** Asked for while a round ran: a write kept meanwhile may have been read too late, so one more round. */
let askedAgain = false;

async function sendUntilAskedNoMore(): Promise<void> {
  do {
    askedAgain = false;
    await sendKeptWrites();
  } while (askedAgain && !isOffline());
}

/** Sends the signed-in user's kept writes, oldest first; calls while a round runs share it. */
export function sendQueuedWrites(): Promise<void> {
  if (isOffline() || signedInUserId() === null) return Promise.resolve();
  if (replaying !== null) {
    askedAgain = true;
    return replaying;
  }
  replaying = sendUntilAskedNoMore().finally(() => {
    replaying = null;
  });
  return replaying;
}

let started = false;

/**
 * Sends kept writes now (the app starts), when the connection returns, when the page is shown again and
 * when a user signs in. Called once by the app that owns the page.
 */
export function startSendingQueuedWrites(): void {
  if (started) return;
  started = true;
  const send = () => {
    sendQueuedWrites().catch((error: unknown) =>
      console.error('[steady] writes saved on this device could not be sent', error),
    );
  };
  window.addEventListener('online', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send();
  });
  authChannel.subscribe(({ isAuthenticated }) => {
    if (isAuthenticated) send();
  });
  send();
}
