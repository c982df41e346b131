import { apiRequest } from '@steady/api-client';
import { authChannel, authCommands } from '@steady/bus';
import type { DeleteAccountRequest } from '@steady/contracts';
import { forgetSafetyPlanOnDevice } from '../../safety-plan';

/**
 * Deletes the account everywhere, then signs this browser out (the token no longer works anyway) and
 * removes the copy of the safety plan kept on this device for offline use.
 */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  const userId = authChannel.get().user?.id;
  await apiRequest('/user/account', { method: 'DELETE', body: request });
  if (userId) forgetSafetyPlanOnDevice(userId);
  authCommands.signedOut();
}
