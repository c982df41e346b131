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

/** What a write sent later earned: a completion its level, it and a rating or a journal entry badges. */
export interface SyncedEarnings {
  levelReached: number | null;
  badgesEarned: string[];
}
const earningsSchema = z.object({
  levelReached: z._default(z.nullable(z.int()), null),
  badgesEarned: z._default(z.array(z.string()), []),
});

const unannounced: SyncedEarnings[] = [];
let announcer: ((earnings: SyncedEarnings) => void) | null = null;

/**
 * Makes `announce` the one that tells the user what writes sent later earned, first what was earned
 * before it was there (writes are sent as the app starts, before the page has rendered). Returns what
 * to call when it goes away.
 */
export function announceSyncedEarnings(announce: (earnings: SyncedEarnings) => void): () => void {
  announcer = announce;
  unannounced.splice(0).forEach(announce);
  return () => {
    if (announcer === announce) announcer = null;
  };
}

function heardEarnings(answer: unknown): void {
  const earned = earningsSchema.safeParse(answer);
  if (!earned.success) return;
  if (earned.data.levelReached === null && earned.data.badgesEarned.length === 0) return;
  if (announcer === null) unannounced.push(earned.data);
  else announcer(earned.data);
}

/**
 * Completions the server takes later (saved offline, or kept when the session ended) bring the progress
 * they earned, so the XP bar catches up the moment they are sent; what any write sent later earned is
 * passed to the announcer. Called once, by startUserState.
 */
export function followQueuedCompletions(): void {
  onQueuedWriteSent((write, answer) => {
    heardEarnings(answer);
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
