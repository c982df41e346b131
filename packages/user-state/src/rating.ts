import { apiWrite, apiWriteAfter } from '@steady/api-client';
import { ratedHistoryRecordSchema, type Effectiveness } from '@steady/contracts';
import type { CompletionResult } from './completion';

/**
 * How much a finished technique helped, saved as the effectiveness of the history sitting its completion
 * went into (signed in only: a guest's device history keeps no ratings). A completion saved offline has
 * no sitting id yet: its rating waits on the device and is sent right after it, with the id its answer
 * brings. Resolves with the badges the rating earned now, to announce once (one sent later is announced
 * when it is sent).
 */
export async function rateCompletedTechnique(
  result: CompletionResult,
  effectiveness: Effectiveness,
): Promise<string[]> {
  if (!result.signedIn) return [];
  const options = { method: 'PATCH', body: { effectiveness }, schema: ratedHistoryRecordSchema } as const;
  const outcome =
    result.historyRecordId !== undefined
      ? await apiWrite(`/user/history/${encodeURIComponent(result.historyRecordId)}`, options)
      : result.keptCompletionKey !== undefined
        ? await apiWriteAfter(result.keptCompletionKey, '/user/history/{historyRecordId}', options)
        : null;
  return outcome?.status === 'sent' ? outcome.answer.badgesEarned : [];
}
