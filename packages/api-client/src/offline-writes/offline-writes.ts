import type * as z from 'zod/mini';
import { authChannel } from '@steady/bus';
import { isApiError, type ApiError } from '../api-error';
import { apiRequest } from '../client';
import type { QueuedWrite } from './queued-write-store';

export type { QueuedWrite } from './queued-write-store';

/**
 * IndexedDB's code (the store and idb) loads when a write is kept or a signed-in user's kept writes are
 * sent: a guest's first page does without it.
 */
const writeStore = () => import('./queued-write-store');

export interface WriteOptions<Schema extends z.ZodMiniType> {
  method: QueuedWrite['method'];
  body?: unknown;
  schema?: Schema;
}

/** Sent: the server's answer. Saved offline: kept on this device, sent once the connection is back. */
export type WriteOutcome<Answer> = { status: 'sent'; answer: Answer } | { status: 'savedOffline' };

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

/** Keeps a write for `userId` without trying to send it now (e.g. one an older version kept elsewhere). */
export async function keepWriteForLater(
  userId: string,
  path: string,
  options: Pick<WriteOptions<z.ZodMiniType>, 'method' | 'body'>,
  key: string = crypto.randomUUID(),
): Promise<void> {
  const { keepWrite } = await writeStore();
  return keepWrite({
    key,
    method: options.method,
    path,
    ...(options.body === undefined ? {} : { body: options.body }),
    userId,
    queuedAt: new Date().toISOString(),
  });
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
    return { status: 'savedOffline' };
  }
  try {
    const answer = await apiRequest(path, { ...options, idempotencyKey: key });
    return { status: 'sent', answer };
  } catch (error) {
    if (userId === null || !isApiError(error)) throw error;
    if (error.code === 'network_error') {
      await keep(userId);
      return { status: 'savedOffline' };
    }
    if (error.status === 401) await keep(userId);
    throw error;
  }
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

async function sendKeptWrites(): Promise<void> {
  const { forgetWrite, keptWrites } = await writeStore();
  for (const { id, write } of await keptWrites()) {
    // Another account's writes wait until its owner signs in on this device again.
    if (write.userId !== signedInUserId()) continue;
    try {
      const answer = await apiRequest(write.path, {
        method: write.method,
        body: write.body,
        idempotencyKey: write.key,
      });
      await forgetWrite(id);
      sentListeners.forEach((listener) => listener(write, answer));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Still offline, signed out or the server is struggling: the rest waits too, keeping their order.
      if (isWorthRetrying(error)) return;
      await forgetWrite(id);
      console.warn(
        `[steady] a write saved on this device was refused and dropped: ${write.method} ${write.path} → ${error.status} ${error.reason ?? error.code}`,
      );
    }
  }
}

/** Sends the signed-in user's kept writes, oldest first; calls while a round runs share it. */
export function sendQueuedWrites(): Promise<void> {
  if (isOffline() || signedInUserId() === null) return Promise.resolve();
  replaying ??= sendKeptWrites().finally(() => {
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
