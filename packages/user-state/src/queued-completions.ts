import { keepWriteForLater, onQueuedWriteSent } from '@steady/api-client';
import { readStored, writeStored } from '@steady/bus';
import { progressSchema, updateXpRequestSchema, updateXpResponseSchema } from '@steady/contracts';
import * as z from 'zod/mini';
import { userStateActions } from './channel';

/** localStorage: where earlier versions kept completions refused because the session ended. */
const legacyPendingCompletionsKey = 'pendingCompletions';
const legacyPendingCompletionsSchema = z.array(
  z.object({ userId: z.string(), request: updateXpRequestSchema }),
);

/** Moves them into the one queue of kept writes, which sends them when their user is signed in. */
async function moveLegacyPendingCompletions(): Promise<void> {
  const pending = readStored(legacyPendingCompletionsKey, legacyPendingCompletionsSchema, []);
  if (pending.length === 0) return;
  for (const { userId, request } of pending) {
    await keepWriteForLater(userId, '/user/update-xp', { method: 'POST', body: request });
  }
  writeStored(legacyPendingCompletionsKey, null);
}

/**
 * Completions the server takes later (saved offline, or kept when the session ended) bring the progress
 * they earned, so the XP bar catches up the moment they are sent. Called once, by startUserState.
 */
export function followQueuedCompletions(): void {
  onQueuedWriteSent((write, answer) => {
    if (write.path !== '/user/update-xp') return;
    const saved = updateXpResponseSchema.safeParse(answer);
    if (saved.success) userStateActions.replaceProgress(progressSchema.parse(saved.data));
  });
  if (typeof indexedDB !== 'undefined') {
    moveLegacyPendingCompletions().catch((error: unknown) =>
      console.error('[steady] completions kept by an earlier version could not be moved', error),
    );
  }
}
