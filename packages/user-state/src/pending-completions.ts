import { apiRequest, isApiError } from '@steady/api-client';
import { authChannel, readStored, writeStored } from '@steady/bus';
import {
  progressSchema,
  updateXpRequestSchema,
  updateXpResponseSchema,
  type UpdateXpRequest,
} from '@steady/contracts';
import * as z from 'zod/mini';
import { userStateActions } from './channel';

/** localStorage: completions whose session ended before they were saved, sent after the next sign-in. */
export const pendingCompletionsKey = 'pendingCompletions';

const pendingCompletionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  request: updateXpRequestSchema,
});
type PendingCompletion = z.infer<typeof pendingCompletionSchema>;

const readPending = (): PendingCompletion[] =>
  readStored(pendingCompletionsKey, z.array(pendingCompletionSchema), []);
const writePending = (pending: PendingCompletion[]) =>
  writeStored(pendingCompletionsKey, pending.length > 0 ? pending : null);

/** Keeps a completion the server refused because the session ended; it belongs to `userId` only. */
export function keepPendingCompletion(userId: string, request: UpdateXpRequest): void {
  writePending([...readPending(), { id: crypto.randomUUID(), userId, request }]);
}

let sending = false;

/**
 * Sends the signed-in user's kept completions, oldest first. Each leaves the queue once the server has
 * it; one that fails for another reason than a new 401 stays for the next sign-in or start.
 */
export async function sendPendingCompletions(userId: string): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    for (const entry of readPending().filter((pending) => pending.userId === userId)) {
      const answer = await apiRequest('/user/update-xp', {
        method: 'POST',
        body: entry.request,
        schema: updateXpResponseSchema,
      });
      // The progress part of the answer (the object schema leaves the completion's own fields out).
      userStateActions.replaceProgress(progressSchema.parse(answer));
      writePending(readPending().filter((pending) => pending.id !== entry.id));
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
  } finally {
    sending = false;
  }
}

/** From now on, each sign-in sends the completions kept for that user. Called by startUserState. */
export function sendPendingCompletionsOnSignIn(): () => void {
  return authChannel.subscribe(({ isAuthenticated, user }) => {
    if (isAuthenticated && user && readPending().some((pending) => pending.userId === user.id)) {
      // Fire and forget: a failure keeps the completions queued for the next sign-in.
      void sendPendingCompletions(user.id);
    }
  });
}
