import { apiRequest } from '@steady/api-client';
import { authCommands } from '@steady/bus';
import type { DeleteAccountRequest } from '@steady/contracts';

/** Deletes the account everywhere, then signs this browser out: the token no longer works anyway. */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await apiRequest('/user/account', { method: 'DELETE', body: request });
  authCommands.signedOut();
}
