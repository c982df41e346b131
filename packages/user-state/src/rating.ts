import { apiWrite } from '@steady/api-client';
import { ratedHistoryRecordSchema, type Effectiveness } from '@steady/contracts';
import type { CompletionResult } from './completion';

/**
 * How much a finished technique helped, saved as the effectiveness of the history sitting its completion
 * went into (signed in only: a guest's device history keeps no ratings). Resolves with the badges the
 * rating earned, to announce once.
 */
export async function rateCompletedTechnique(
  result: CompletionResult,
  effectiveness: Effectiveness,
): Promise<string[]> {
  if (!result.signedIn || result.historyRecordId === undefined) return [];
  // Offline the rating is kept on the device and sent later; badges it earns then are not announced here.
  const outcome = await apiWrite(`/user/history/${encodeURIComponent(result.historyRecordId)}`, {
    method: 'PATCH',
    body: { effectiveness },
    schema: ratedHistoryRecordSchema,
  });
  return outcome.status === 'sent' ? outcome.answer.badgesEarned : [];
}
